/** cdk-nag acknowledgments: a finding that is a design decision, recorded on the construct with its reason. */
import { Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

export function acknowledge(scope: IConstruct, id: string, reason: string): void {
  Validations.of(scope).acknowledge({ id, reason });
}

/** The DynamoDB table of API keys (SHA-256 of the token → plan, owner, status); shared/platform/keys.ts reads and writes it. */
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import type { DeploymentEnvironment } from './config.ts';

export class KeyStore extends Construct {
  readonly table: dynamodb.Table;

  constructor(scope: Construct, id: string, environment: DeploymentEnvironment) {
    super(scope, id);
    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: 'key_hash', type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      // Customers' keys must outlive any stack replacement: in prod the table refuses deletion and is kept when the stack goes.
      deletionProtection: environment.deletionProtection,
      removalPolicy: environment.removalPolicy,
    });
  }
}

/**
 * The stateful half of the deployment, as one nested stack: the network, the database, the key
 * store, and what runs inside the VPC besides the routes (migrations, loader, import bucket, the
 * webhook dispatcher with its queues and delivery function). It
 * never holds a route, so adding routes never moves a stateful resource, and its own size does not
 * grow with the API (docs/deployment.md#templates).
 */
import { Fn, NestedStack, type NestedStackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { DeploymentEnvironment } from './config.ts';
import { Database } from './database.ts';
import { KeyStore } from './key-store.ts';
import { Network } from './network.ts';
import type { Observability } from './observability.ts';
import { Operations } from './operations.ts';
import { Webhooks } from './webhooks.ts';

export interface DataStackProps extends NestedStackProps {
  /** the variables every operations function gets (service name, log level) */
  environment: Record<string, string>;
  deployment: DeploymentEnvironment;
  /** Aurora's maximum ACU (infra/config.ts, capacity) */
  auroraMaxAcu: number;
  observability: Observability;
}

export class DataStack extends NestedStack {
  readonly network: Network;
  readonly database: Database;
  readonly keyStore: KeyStore;
  readonly operations: Operations;
  readonly webhooks: Webhooks;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    this.network = new Network(this, 'Network');
    this.database = new Database(this, 'Database', this.network, { environment: props.deployment, maxAcu: props.auroraMaxAcu });
    this.keyStore = new KeyStore(this, 'KeyStore', props.deployment);
    this.operations = new Operations(this, 'Operations', {
      network: this.network,
      database: this.database,
      environment: props.environment,
    });
    this.webhooks = new Webhooks(this, 'Webhooks', {
      network: this.network,
      database: this.database,
      observability: props.observability,
      environment: props.environment,
    });
    this.webhooks.dispatcher.node.addDependency(this.operations.schema);
  }

  // Fn::GetAZs resolved at deploy time (as the root stack does): synthesis never looks the
  // account's zones up, so it needs no credentials and no cdk.context.json.
  override get availabilityZones(): string[] {
    return [Fn.select(0, Fn.getAzs()), Fn.select(1, Fn.getAzs())];
  }
}

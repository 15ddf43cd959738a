/**
 * What runs inside the VPC besides the routes (docs/deployment.md#migrations): the schema as a
 * custom resource whose function runs the numbered migrations on a deploy that changes them, and
 * the loader function an operator invokes to load the geography or import files from the import
 * bucket. Both reach the database through the proxy from their own security group.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CustomResource, Duration, RemovalPolicy, Size, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as cr from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { ASSETS, ROOT } from './bundling.ts';
import { CONCURRENCY, LOADER_TIMEOUT } from './config.ts';
import type { Database } from './database.ts';
import { LOG_RETENTION, nodeFunction } from './lambda.ts';
import { Loads } from './loads.ts';
import { acknowledge } from './nag.ts';
import type { Network } from './network.ts';

export interface OperationsProps {
  network: Network;
  database: Database;
  environment: Record<string, string>;
}

export class Operations extends Construct {
  readonly migrateFunction: LambdaFunction;
  readonly loaderFunction: LambdaFunction;
  readonly importBucket: s3.Bucket;
  readonly schema: CustomResource;
  readonly loads: Loads;

  constructor(scope: Construct, id: string, props: OperationsProps) {
    super(scope, id);
    this.migrateFunction = this.migrationFunction(props);
    this.schema = this.schemaResource(props.database);
    this.importBucket = this.importsBucket();
    this.loaderFunction = this.loadFunction(props);
    this.loads = new Loads(this, 'Loads', { loader: this.loaderFunction, bucket: this.importBucket });
  }

  private inVpc({ network }: OperationsProps) {
    return { vpc: network.vpc, vpcSubnets: network.isolated, securityGroups: [network.opsFunctionSg] };
  }

  private connection({ database }: OperationsProps) {
    return { DATABASE_HOST: database.proxy.endpoint, DB_CONNECT_TIMEOUT: '10' };
  }

  /** Runs the numbered migrations (the schema resource's handler) and enables the api and loader logins. */
  private migrationFunction(props: OperationsProps): LambdaFunction {
    const { network, database, environment } = props;
    const inVpc = this.inVpc(props);
    const connection = this.connection(props);
    const fn = nodeFunction(
      this,
      'Migrate',
      'functions/ops/migrate.ts',
      {
        ...inVpc,
        description: 'Runs the numbered migrations and enables the api and loader logins',
        memorySize: 1024,
        // The custom resource provider waits at most this long for one invocation.
        timeout: Duration.minutes(14),
        environment: {
          ...environment,
          ...connection,
          DATABASE_SECRET_ARN: database.adminSecret.secretArn,
          API_SECRET_ARN: database.apiSecret.secretArn,
          LOADER_SECRET_ARN: database.loaderSecret.secretArn,
          DB_POOL_MAX: '1',
        },
      },
      { reservedConcurrency: CONCURRENCY.migrate, assets: ASSETS.migrations, managedPolicies: [network.vpcNetworkInterfaces] },
    );
    for (const secret of [database.adminSecret, database.apiSecret, database.loaderSecret]) secret.grantRead(fn);

    return fn;
  }

  /** The custom resource that runs the migrations on every deploy whose migration files changed. */
  private schemaResource(database: OperationsProps['database']): CustomResource {
    const provider = new cr.Provider(this, 'SchemaProvider', {
      onEventHandler: this.migrateFunction,
      logGroup: new logs.LogGroup(this, 'SchemaProviderLogs', { retention: LOG_RETENTION }),
    });
    this.acknowledgeProvider(provider, this.migrateFunction);
    const schema = new CustomResource(this, 'Schema', {
      serviceToken: provider.serviceToken,
      resourceType: 'Custom::Schema',
      // A new value runs the migrations again: any change to the files (a new one, most often).
      properties: { Migrations: migrationsHash() },
    });
    schema.node.addDependency(database.proxy, database.cluster);

    return schema;
  }

  private importsBucket(): s3.Bucket {
    const bucket = new s3.Bucket(this, 'Imports', {
      encryption: s3.BucketEncryption.S3_MANAGED,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      versioned: false,
      lifecycleRules: [{ expiration: Duration.days(30) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(
      bucket,
      'AwsSolutions-S1',
      'A staging area for import files an operator uploads and the loader reads once; objects expire after 30 days. Access logs would record only those two parties, and CloudTrail records the operator uploads.',
    );

    return bucket;
  }

  /** Loads the geography and imports NDJSON files from the import bucket, as the loader role, once the schema exists. */
  private loadFunction(props: OperationsProps): LambdaFunction {
    const { network, database, environment } = props;
    const inVpc = this.inVpc(props);
    const connection = this.connection(props);
    const fn = nodeFunction(
      this,
      'Loader',
      'functions/ops/load.ts',
      {
        ...inVpc,
        description: 'Loads the geography and imports NDJSON files from the import bucket, as the loader role',
        memorySize: 2048,
        timeout: LOADER_TIMEOUT,
        // import files are copied here before they are read
        ephemeralStorageSize: Size.gibibytes(10),
        environment: {
          ...environment,
          ...connection,
          DATABASE_SECRET_ARN: database.loaderSecret.secretArn,
          DB_POOL_MAX: '2',
          // the loader's statements run inside transactions that lift the timeout themselves
          DB_STATEMENT_TIMEOUT_MS: '60000',
        },
      },
      { reservedConcurrency: CONCURRENCY.loader, assets: ASSETS.geography, managedPolicies: [network.vpcNetworkInterfaces] },
    );
    database.loaderSecret.grantRead(fn);
    // GetObject only: the loader is told which objects to read, it never lists the bucket.
    fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['s3:GetObject'], resources: [this.importBucket.arnForObjects('*')] }));
    acknowledge(
      fn.role!,
      `AwsSolutions-IAM5[Resource::<${Stack.of(this).getLogicalId(this.importBucket.node.defaultChild as s3.CfnBucket)}.Arn>/*]`,
      "s3:GetObject on the import bucket's objects, whose names the operator gives at each invocation; nothing else in S3.",
    );
    // the loader may run only once the schema it writes to exists
    fn.node.addDependency(this.schema);
    return fn;
  }

  /** cdk-nag findings on CDK's custom resource provider framework, which this stack does not write. */
  private acknowledgeProvider(provider: cr.Provider, onEvent: LambdaFunction): void {
    const onEventId = Stack.of(this).getLogicalId(onEvent.node.defaultChild as lambda.CfnFunction);
    acknowledge(
      provider,
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      "CDK's provider framework function (it relays CloudFormation's request to the migration function and posts the answer) has the basic execution role CDK gives it; it handles no data.",
    );
    acknowledge(
      provider,
      `AwsSolutions-IAM5[Resource::<${onEventId}.Arn>:*]`,
      "The provider framework may invoke any version of the migration function (CDK's own grant); it can invoke nothing else.",
    );
    acknowledge(
      provider,
      'AwsSolutions-L1',
      "CDK's provider framework function pins its own runtime, updated with aws-cdk-lib; it runs only during deployments.",
    );
  }
}

/** The migrations' content: one hash over every file's name and text. */
function migrationsHash(): string {
  const dir = join(ROOT, 'migrations');
  const hash = createHash('sha256');
  for (const file of readdirSync(dir).sort()) hash.update(file).update(readFileSync(join(dir, file)));
  return hash.digest('hex');
}

/**
 * Aurora PostgreSQL Serverless v2 (a writer and a reader) behind an RDS Proxy that requires TLS and
 * is reachable from the route, migration and loader Lambdas' security groups only. Three secrets,
 * one per database role (docs/deployment.md#database-roles): the admin (migrations), `api` (the
 * route functions, read-only) and `loader` (imports); the proxy authenticates each with its own.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as ec2 from 'aws-cdk-lib/aws-ec2';
import * as rds from 'aws-cdk-lib/aws-rds';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { acknowledge } from './nag.ts';
import type { Network } from './network.ts';

export const POSTGRES_PORT = 5432;
export const DATABASE_NAME = 'sfr';
/** Every ASCII punctuation character: generated passwords are letters and digits. */
const NO_PUNCTUATION = ` !"#$%&'()*+,-./:;<=>?@[\\]^_\`{|}~`;

export class Database extends Construct {
  readonly cluster: rds.DatabaseCluster;
  readonly proxy: rds.DatabaseProxy;
  /** The cluster's attached admin secret (host and port filled in). */
  readonly adminSecret: secretsmanager.ISecret;
  /** The `api` role's credentials: the route functions connect with these. */
  readonly apiSecret: rds.DatabaseSecret;
  /** The `loader` role's credentials: the loader function connects with these. */
  readonly loaderSecret: rds.DatabaseSecret;

  constructor(scope: Construct, id: string, network: Network) {
    super(scope, id);
    const { vpc, isolated } = network;
    const proxySg = new ec2.SecurityGroup(this, 'ProxySg', { vpc, description: 'RDS Proxy: reachable from the route Lambdas only' });
    proxySg.addIngressRule(network.routeFunctionSg, ec2.Port.tcp(POSTGRES_PORT), 'Route Lambdas to the RDS Proxy');
    proxySg.addIngressRule(network.opsFunctionSg, ec2.Port.tcp(POSTGRES_PORT), 'Migration and loader Lambdas to the RDS Proxy');

    // shared/platform/db/client.ts connects to the secret's dbname (else `postgres`): write it into the secret rather than rely on the attachment adding it.
    const databaseSecret = new rds.DatabaseSecret(this, 'DatabaseSecret', { username: 'sfr_admin', dbname: DATABASE_NAME });
    // Passwords without punctuation: the migration function writes them into ALTER ROLE as literals.
    this.apiSecret = new rds.DatabaseSecret(this, 'ApiSecret', {
      username: 'api',
      dbname: DATABASE_NAME,
      excludeCharacters: NO_PUNCTUATION,
    });
    this.loaderSecret = new rds.DatabaseSecret(this, 'LoaderSecret', {
      username: 'loader',
      dbname: DATABASE_NAME,
      excludeCharacters: NO_PUNCTUATION,
    });
    for (const secret of [databaseSecret, this.apiSecret, this.loaderSecret])
      acknowledge(
        secret,
        'AwsSolutions-SMG4',
        'Not rotated automatically: the hosted rotation function would need its own route from the isolated subnets to the database and Secrets Manager. The functions are ready for it (shared/platform/db/client.ts reads the password at each new connection and reads the secret again after an authentication failure), so a rotation set up by the operator needs no code change.',
      );
    // PostGIS is available on every Aurora PostgreSQL 16 minor version; the migrations create the extension.
    this.cluster = new rds.DatabaseCluster(this, 'Cluster', {
      engine: rds.DatabaseClusterEngine.auroraPostgres({ version: rds.AuroraPostgresEngineVersion.VER_16_11 }),
      credentials: rds.Credentials.fromSecret(databaseSecret),
      defaultDatabaseName: DATABASE_NAME,
      writer: rds.ClusterInstance.serverlessV2('Writer'),
      // Same promotion tier as the writer so it is sized to take over on failover.
      readers: [rds.ClusterInstance.serverlessV2('Reader', { scaleWithWriter: true })],
      serverlessV2MinCapacity: 0.5,
      serverlessV2MaxCapacity: 8,
      storageEncrypted: true,
      // Lets operators connect with short-lived IAM tokens (migrations, support) instead of the admin password.
      iamAuthentication: true,
      backup: { retention: Duration.days(7) },
      // The snapshot on removal is the last resort; a stack update that would replace or drop the cluster must fail first.
      deletionProtection: true,
      removalPolicy: RemovalPolicy.SNAPSHOT,
      vpc,
      vpcSubnets: isolated,
    });
    // Credentials from a secret always attach one.
    this.adminSecret = this.cluster.secret!;
    // Lambdas scale out to many short-lived containers; the proxy pools their connections so the
    // database sees a bounded number. It opens the cluster's security group to itself on bind.
    this.proxy = this.cluster.addProxy('Proxy', {
      secrets: [this.adminSecret, this.apiSecret, this.loaderSecret],
      vpc,
      vpcSubnets: isolated,
      securityGroups: [proxySg],
      requireTLS: true,
    });
  }
}

/**
 * Aurora PostgreSQL Serverless v2 (a writer and a reader) behind an RDS Proxy that requires TLS and
 * is reachable from the route Lambdas' security group only.
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

export class Database extends Construct {
  readonly cluster: rds.DatabaseCluster;
  readonly proxy: rds.DatabaseProxy;
  /** The cluster's attached admin secret (host and port filled in). */
  readonly adminSecret: secretsmanager.ISecret;

  constructor(scope: Construct, id: string, network: Network) {
    super(scope, id);
    const { vpc, isolated } = network;
    const proxySg = new ec2.SecurityGroup(this, 'ProxySg', { vpc, description: 'RDS Proxy: reachable from the route Lambdas only' });
    proxySg.addIngressRule(network.routeFunctionSg, ec2.Port.tcp(POSTGRES_PORT), 'Route Lambdas to the RDS Proxy');

    // shared/platform/db/client.ts connects to the secret's dbname (else `postgres`): write it into the secret rather than rely on the attachment adding it.
    const databaseSecret = new rds.DatabaseSecret(this, 'DatabaseSecret', { username: 'sfr_admin', dbname: DATABASE_NAME });
    acknowledge(
      databaseSecret,
      'AwsSolutions-SMG4',
      'Not rotated yet: route Lambdas read the secret once per container (shared/platform/db/client.ts) and RDS Proxy authenticates them against its current value, so a rotation would lock warm containers out until they recycle. Rotation (addRotationSingleUser) comes with the client re-reading the secret on an authentication failure.',
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
      secrets: [this.adminSecret],
      vpc,
      vpcSubnets: isolated,
      securityGroups: [proxySg],
      requireTLS: true,
    });
  }
}

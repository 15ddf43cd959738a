/**
 * Aurora PostgreSQL Serverless v2 (a writer and a reader) behind an RDS Proxy that requires TLS and
 * is reachable from the route, migration and loader Lambdas' security groups only. Three secrets,
 * one per database role (docs/deployment.md#database-roles): the admin (migrations), `api` (the
 * route functions, read-only) and `loader` (imports); the proxy authenticates each with its own.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as ec2 from 'aws-cdk-lib/aws-ec2';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as rds from 'aws-cdk-lib/aws-rds';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { DeploymentEnvironment } from './config.ts';
import type { Network } from './network.ts';

export const POSTGRES_PORT = 5432;
export const DATABASE_NAME = 'sfr';
/** How often Secrets Manager rotates each database secret. */
export const SECRET_ROTATION_DAYS = Duration.days(30);
/** Every ASCII punctuation character: generated and rotated passwords are letters and digits. */
const NO_PUNCTUATION = ` !"#$%&'()*+,-./:;<=>?@[\\]^_\`{|}~`;

export interface DatabaseProps {
  environment: DeploymentEnvironment;
  /** Aurora's maximum ACU, from the functions' reservations (infra/config.ts, capacity) */
  maxAcu: number;
}

export class Database extends Construct {
  readonly cluster: rds.DatabaseCluster;
  readonly proxy: rds.DatabaseProxy;
  /** The cluster's attached admin secret (host and port filled in). */
  readonly adminSecret: secretsmanager.ISecret;
  /** The `api` role's credentials: the route functions connect with these. */
  readonly apiSecret: rds.DatabaseSecret;
  /** The `loader` role's credentials: the loader function connects with these. */
  readonly loaderSecret: rds.DatabaseSecret;

  /** The proxy's read-only endpoint: its connections go to the reader (docs/deployment.md#read-only-endpoint). */
  readonly readOnlyEndpoint: rds.CfnDBProxyEndpoint;

  constructor(scope: Construct, id: string, network: Network, props: DatabaseProps) {
    const { environment } = props;
    super(scope, id);
    const { vpc, isolated } = network;
    const proxySg = new ec2.SecurityGroup(this, 'ProxySg', { vpc, description: 'RDS Proxy: reachable from the route Lambdas only' });
    proxySg.addIngressRule(network.routeFunctionSg, ec2.Port.tcp(POSTGRES_PORT), 'Route Lambdas to the RDS Proxy');
    proxySg.addIngressRule(network.opsFunctionSg, ec2.Port.tcp(POSTGRES_PORT), 'Migration and loader Lambdas to the RDS Proxy');

    // shared/platform/db/client.ts connects to the secret's dbname (else `postgres`): write it into the secret rather than rely on the attachment adding it.
    const databaseSecret = new rds.DatabaseSecret(this, 'DatabaseSecret', { username: 'sfr_admin', dbname: DATABASE_NAME });
    this.apiSecret = this.roleSecret('ApiSecret', 'api');
    this.loaderSecret = this.roleSecret('LoaderSecret', 'loader');
    // PostGIS is available on every Aurora PostgreSQL 16 minor version; the migrations create the extension.
    this.cluster = new rds.DatabaseCluster(this, 'Cluster', {
      engine: rds.DatabaseClusterEngine.auroraPostgres({ version: rds.AuroraPostgresEngineVersion.VER_16_11 }),
      credentials: rds.Credentials.fromSecret(databaseSecret),
      defaultDatabaseName: DATABASE_NAME,
      writer: rds.ClusterInstance.serverlessV2('Writer', { enablePerformanceInsights: true }),
      // Same promotion tier as the writer so it is sized to take over on failover.
      readers: [rds.ClusterInstance.serverlessV2('Reader', { scaleWithWriter: true, enablePerformanceInsights: true })],
      serverlessV2MinCapacity: environment.auroraMinAcu,
      serverlessV2MaxCapacity: props.maxAcu,
      // Slow queries and lock waits are read in Performance Insights; PostgreSQL's own log goes to CloudWatch Logs.
      enablePerformanceInsights: true,
      performanceInsightRetention: rds.PerformanceInsightRetention.DEFAULT,
      cloudwatchLogsExports: ['postgresql'],
      storageEncrypted: true,
      // Lets operators connect with short-lived IAM tokens (migrations, support) instead of the admin password.
      iamAuthentication: true,
      backup: { retention: Duration.days(environment.backupDays) },
      // The snapshot on removal is the last resort; in prod a stack update that would replace or drop the cluster must fail first.
      deletionProtection: environment.deletionProtection,
      removalPolicy: environment.deletionProtection ? RemovalPolicy.SNAPSHOT : RemovalPolicy.DESTROY,
      vpc,
      vpcSubnets: isolated,
    });
    this.exportPostgresLog(environment);
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
    this.readOnlyEndpoint = new rds.CfnDBProxyEndpoint(this, 'ProxyReadOnly', {
      dbProxyName: this.proxy.dbProxyName,
      dbProxyEndpointName: `${this.proxy.dbProxyName}-ro`.slice(0, 63),
      targetRole: 'READ_ONLY',
      vpcSubnetIds: vpc.selectSubnets(isolated).subnetIds,
      vpcSecurityGroupIds: [proxySg.securityGroupId],
    });
    this.rotateSecrets(vpc, isolated);
  }

  /**
   * A database role's credentials. Passwords without punctuation: the migration function writes one
   * into ALTER ROLE as a literal when it first enables the role (shared/platform/db/roles.ts).
   */
  private roleSecret(id: string, username: string): rds.DatabaseSecret {
    return new rds.DatabaseSecret(this, id, { username, dbname: DATABASE_NAME, excludeCharacters: NO_PUNCTUATION });
  }

  /**
   * The exported PostgreSQL log's group, made before the instances that write to it, with a
   * retention (RDS would create it on first export and keep it forever).
   */
  private exportPostgresLog(environment: DatabaseProps['environment']): void {
    const postgresLog = new logs.LogGroup(this, 'PostgresLog', {
      logGroupName: `/aws/rds/cluster/${this.cluster.clusterIdentifier}/postgresql`,
      retention: environment.logRetention,
      removalPolicy: environment.removalPolicy,
    });
    for (const child of this.cluster.node.findAll()) if (child instanceof rds.CfnDBInstance) child.node.addDependency(postgresLog);
  }

  /**
   * Single-user rotation of the three secrets every 30 days by Secrets Manager's hosted function, inside the
   * isolated subnets: it reaches Secrets Manager through the VPC's interface endpoint and the cluster directly,
   * logs in as the secret's role and changes that role's own password. The api and loader secrets are attached
   * to the cluster for the host and port the function connects to; the functions keep connecting through the
   * proxy (DATABASE_HOST), and the migrations leave a password that logs in alone (docs/deployment.md#database-operations).
   */
  private rotateSecrets(vpc: ec2.IVpc, isolated: ec2.SubnetSelection): void {
    const rotationSg = new ec2.SecurityGroup(this, 'RotationSg', { vpc, description: 'The database secrets rotation functions' });
    this.cluster.connections.allowDefaultPortFrom(rotationSg, 'Secret rotation to Aurora');
    const rotate = (secret: secretsmanager.ISecret, id: string) =>
      secret.addRotationSchedule(id, {
        automaticallyAfter: SECRET_ROTATION_DAYS,
        hostedRotation: secretsmanager.HostedRotation.postgreSqlSingleUser({
          vpc,
          vpcSubnets: isolated,
          securityGroups: [rotationSg],
          excludeCharacters: NO_PUNCTUATION,
        }),
      });
    rotate(this.adminSecret, 'Rotation');
    rotate(this.apiSecret.attach(this.cluster), 'ApiRotation');
    rotate(this.loaderSecret.attach(this.cluster), 'LoaderRotation');
  }
}

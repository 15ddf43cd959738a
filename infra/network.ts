/**
 * The VPC: isolated subnets only, no NAT gateway. Functions inside talk to nothing outside the VPC
 * but the RDS Proxy, Secrets Manager and Lambda (interface endpoints: the database secret, POST
 * /exports starting the export runner), DynamoDB and S3 (free gateway endpoints: the health check's
 * key-store call, the loader's import files, the export files). Interface-endpoint
 * ENIs cost a fraction of two NAT gateways, and nothing here can reach the internet; a function that
 * needs another AWS service needs its endpoint added here.
 */
import * as ec2 from 'aws-cdk-lib/aws-ec2';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { acknowledge } from './nag.ts';

export class Network extends Construct {
  readonly vpc: ec2.Vpc;
  readonly isolated: ec2.SubnetSelection = { subnetType: ec2.SubnetType.PRIVATE_ISOLATED };
  /** The route Lambdas' security group: the only clients of the RDS Proxy and the Secrets Manager endpoint. */
  readonly routeFunctionSg: ec2.SecurityGroup;
  /** The migration and loader functions': the other clients of the proxy and the Secrets Manager endpoint. */
  readonly opsFunctionSg: ec2.SecurityGroup;
  readonly secretsEndpoint: ec2.InterfaceVpcEndpoint;
  /** POST /exports invokes the export runner (infra/exports.ts) through it. */
  readonly lambdaEndpoint: ec2.InterfaceVpcEndpoint;
  /** AWSLambdaVPCAccessExecutionRole's network-interface half, without its logs:* on every log group. */
  readonly vpcNetworkInterfaces: iam.ManagedPolicy;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.vpc = new ec2.Vpc(this, 'Vpc', {
      maxAzs: 2,
      natGateways: 0,
      subnetConfiguration: [{ name: 'isolated', subnetType: ec2.SubnetType.PRIVATE_ISOLATED, cidrMask: 22 }],
      gatewayEndpoints: {
        DynamoDb: { service: ec2.GatewayVpcEndpointAwsService.DYNAMODB, subnets: [this.isolated] },
        S3: { service: ec2.GatewayVpcEndpointAwsService.S3, subnets: [this.isolated] },
      },
    });
    // Rejected connections only: they are what an intrusion or a misconfigured security group
    // shows up as, and accepted traffic (every query) would cost far more to log than it tells.
    this.vpc.addFlowLog('FlowLog', {
      destination: ec2.FlowLogDestination.toCloudWatchLogs(
        new logs.LogGroup(this, 'FlowLogs', { retention: logs.RetentionDays.THREE_MONTHS }),
      ),
      trafficType: ec2.FlowLogTrafficType.REJECT,
    });

    this.routeFunctionSg = new ec2.SecurityGroup(this, 'RouteFunctionSg', {
      vpc: this.vpc,
      description: 'Route Lambdas: the only clients of the RDS Proxy',
    });
    this.opsFunctionSg = new ec2.SecurityGroup(this, 'OpsFunctionSg', {
      vpc: this.vpc,
      description: 'Migration and loader Lambdas: clients of the RDS Proxy',
    });
    // Closed by default (the construct would open it to the whole VPC CIDR): only the route Lambdas read the database secret.
    this.secretsEndpoint = this.vpc.addInterfaceEndpoint('SecretsManagerEndpoint', {
      service: ec2.InterfaceVpcEndpointAwsService.SECRETS_MANAGER,
      subnets: this.isolated,
      open: false,
    });
    this.secretsEndpoint.connections.allowDefaultPortFrom(this.routeFunctionSg, 'Route Lambdas read the database secret');
    this.secretsEndpoint.connections.allowDefaultPortFrom(this.opsFunctionSg, 'Migration and loader Lambdas read the database secrets');
    // the webhook dispatcher queues deliveries and reads the attempts reported
    this.vpc
      .addInterfaceEndpoint('SqsEndpoint', { service: ec2.InterfaceVpcEndpointAwsService.SQS, subnets: this.isolated, open: false })
      .connections.allowDefaultPortFrom(this.opsFunctionSg, 'The webhook dispatcher sends and receives SQS messages');

    this.lambdaEndpoint = this.vpc.addInterfaceEndpoint('LambdaEndpoint', {
      service: ec2.InterfaceVpcEndpointAwsService.LAMBDA,
      subnets: this.isolated,
      open: false,
    });
    this.lambdaEndpoint.connections.allowDefaultPortFrom(this.routeFunctionSg, 'Route Lambdas start the export runner');

    this.vpcNetworkInterfaces = new iam.ManagedPolicy(this, 'LambdaVpcNetworkInterfaces', {
      description: 'Lets route Lambdas attach to the VPC',
      statements: [
        new iam.PolicyStatement({
          actions: [
            'ec2:CreateNetworkInterface',
            'ec2:DescribeNetworkInterfaces',
            'ec2:DescribeSubnets',
            'ec2:DeleteNetworkInterface',
            'ec2:AssignPrivateIpAddresses',
            'ec2:UnassignPrivateIpAddresses',
          ],
          resources: ['*'],
        }),
      ],
    });
    acknowledge(
      this.vpcNetworkInterfaces,
      'AwsSolutions-IAM5[Resource::*]',
      'Lambda checks these EC2 network-interface permissions on * when it creates a VPC function, and the Describe actions have no resource-level permissions (the same statement as AWSLambdaVPCAccessExecutionRole).',
    );
  }
}

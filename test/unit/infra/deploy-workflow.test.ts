/**
 * The deploy workflow (.github/workflows/deploy.yml, docs/deployment.md#pipeline) is not run here:
 * these are the facts of its schema that a broken edit would lose.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from '../../../infra/bundling.ts';

interface Step {
  uses?: string;
  run?: string;
  name?: string;
  with?: Record<string, string>;
}
interface Job {
  'runs-on': string;
  needs?: string | string[];
  environment?: string;
  permissions?: Record<string, string>;
  steps: Step[];
}
const workflow = parse(readFileSync(`${ROOT}/.github/workflows/deploy.yml`, 'utf8')) as {
  name: string;
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
};

describe('the deploy workflow', () => {
  it('has a name, a trigger and jobs that each run on a runner with steps', () => {
    expect(workflow.name).toBeTypeOf('string');
    expect(Object.keys(workflow.on)).toContain('push');
    for (const job of Object.values(workflow.jobs)) {
      expect(job['runs-on']).toBeTypeOf('string');
      expect(job.steps.length).toBeGreaterThan(0);
      for (const step of job.steps) expect(Boolean(step.uses) !== Boolean(step.run)).toBe(true);
    }
  });

  it('synthesises and diffs before any deploy, then deploys dev, then prod behind its environment', () => {
    const runs = (job: string) => workflow.jobs[job]!.steps.map((s) => s.run ?? '');
    expect(runs('synth')).toContain('npx cdk synth -q -c env=dev');
    expect(runs('synth').some((r) => r.startsWith('npx cdk diff'))).toBe(true);
    expect(workflow.jobs['deploy-dev']).toMatchObject({ needs: 'synth', environment: 'dev' });
    expect(workflow.jobs['deploy-prod']).toMatchObject({ needs: 'deploy-dev', environment: 'prod' });
    expect(runs('deploy-prod').some((r) => r.startsWith('npx cdk deploy -c env=prod'))).toBe(true);
  });

  it('assumes an AWS role through OIDC in every job that touches AWS, with no stored keys', () => {
    expect(workflow.permissions).toEqual({ contents: 'read' });
    for (const job of Object.values(workflow.jobs)) {
      expect(job.permissions).toMatchObject({ 'id-token': 'write' });
      const credentials = job.steps.find((s) => s.uses?.startsWith('aws-actions/configure-aws-credentials@'));
      expect(credentials?.with?.['role-to-assume']).toMatch(/^\$\{\{ vars\.[A-Z_]+_ROLE_ARN \}\}$/);
      expect(JSON.stringify(credentials?.with)).not.toMatch(/aws-access-key-id|aws-secret-access-key/);
    }
  });
});

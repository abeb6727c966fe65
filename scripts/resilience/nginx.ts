/**
 * nginx in front of the site's two instances in the resilience suite: whether it is installed,
 * and started on a config generated from deploy/nginx.conf's choices.
 */
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

import { sleep } from './checks';
import { BALANCER_PORT, INSTANCE_PORTS } from './harness';
import { request } from './http-client';
import { refuseIfTaken } from './ports';

export interface Balancer {
  port: number;
  stop(): Promise<void>;
}

export function nginxAvailable(): boolean {
  return spawnSync('nginx', ['-v']).status === 0;
}

/** nginx in front of both instances, as deploy/nginx.conf (loopback ports, no user switch). */
export async function startNginx(dir: string): Promise<Balancer> {
  await refuseIfTaken(BALANCER_PORT, 'nginx');
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
error_log ${dir}/nginx-error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/nginx-body;
  proxy_temp_path ${dir}/nginx-proxy;
  fastcgi_temp_path ${dir}/nginx-fastcgi;
  uwsgi_temp_path ${dir}/nginx-uwsgi;
  scgi_temp_path ${dir}/nginx-scgi;
  upstream academy {
${INSTANCE_PORTS.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${BALANCER_PORT};
    client_max_body_size 1m;
    location / {
      proxy_pass http://academy;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_next_upstream error timeout non_idempotent;
      proxy_next_upstream_tries 2;
    }
  }
}
`,
  );
  const child = spawn('nginx', ['-p', dir, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx did not start: ${stderr.trim()}`);
    const answer = await request({ port: BALANCER_PORT, path: '/healthz', timeoutMs: 1_000 });
    if (answer.status === 200) {
      return {
        port: BALANCER_PORT,
        async stop() {
          if (child.exitCode === null) child.kill('SIGQUIT');
          await exited;
        },
      };
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`nginx did not answer on ${BALANCER_PORT}: ${stderr.trim()}`);
}

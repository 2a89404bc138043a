/**
 * The built template served as a tenant's host serves it: the nginx site of docs/deploy.md as
 * written there (HTTPS with HTTP/2, the scripts and styles gzipped, the SPA fallback and the cache
 * headers), and the API passed to the sandbox. The sandbox's own server speaks HTTP/1.1 without
 * TLS: on it a phone opens a connection per file in flight (six at most), so a route's dozen chunks
 * queue, which no host a visitor reaches does (Netlify, Vercel, Cloudflare and CloudFront all serve
 * HTTP/2).
 *
 * Needs nginx and openssl (Debian: `apt-get install nginx-light openssl`); without them the figure
 * is not measured and says why. The certificate is made for the run and thrown away; the browser
 * that measures is told to accept it.
 */
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createConnection, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export interface DeployedSite {
  /** The storefront's URL, `https://localhost:{port}/`. */
  url: string
  close(): Promise<void>
}

const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx']

/** The deploy guide, whose nginx site (the `server` block with `listen 443`) is the one served. */
const DEPLOY_GUIDE = fileURLToPath(new URL('../docs/deploy.md', import.meta.url))

/** Serves `dist` over HTTPS and HTTP/2 with nginx, the API passed to `apiOrigin`; or why it cannot. */
export async function serveAsDeployed(dist: string, apiOrigin: string): Promise<DeployedSite | { problem: string }> {
  const nginx = NGINX.find((path) => existsSync(path))
  if (!nginx) return { problem: 'nginx is not installed (apt-get install nginx-light)' }
  const site = guideSite()
  if (!site) return { problem: `${DEPLOY_GUIDE} has no nginx server block with \`listen 443 ssl http2\` and a root` }
  const dir = mkdtempSync(join(tmpdir(), 'foyer-deployed-'))
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    )
  } catch {
    rmSync(dir, { recursive: true, force: true })
    return { problem: 'openssl could not make a certificate (apt-get install openssl)' }
  }
  const port = await freePort()
  writeFileSync(join(dir, 'nginx.conf'), nginxConf({ site, dir, dist, port, apiOrigin }))
  const child = spawn(nginx, ['-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const close = async () => {
    child.kill('SIGTERM')
    await exited
    rmSync(dir, { recursive: true, force: true })
  }
  if (!(await listening(port, exited))) {
    await close()
    return { problem: `nginx did not start (its log was ${join(dir, 'error.log')})` }
  }
  return { url: `https://localhost:${port}/`, close }
}

/** The guide's site lines the bench rewrites: its port and certificate, and its root. */
const LISTEN = /^( *)listen 443 ssl http2;.*$/m
const ROOT = /^( *)root .*$/m

/** The deploy guide's nginx site as a tenant copies it, or null when the guide no longer has one. */
function guideSite(): string | null {
  const blocks = readFileSync(DEPLOY_GUIDE, 'utf8').matchAll(/```nginx\n(server \{[\s\S]*?\n\})\n```/g)
  const site = [...blocks].map((block) => block[1]!).find((block) => LISTEN.test(block) && ROOT.test(block))
  return site ?? null
}

/**
 * The guide's site in a throwaway folder: on a free port of this machine with the run's
 * certificate, `dist` as its root, and the API's paths passed to the sandbox (a tenant's API is
 * elsewhere). The rest (HTTP/2, gzip, the SPA fallback, the cache headers) is the guide's, as written.
 */
function nginxConf({
  site,
  dir,
  dist,
  port,
  apiOrigin,
}: {
  site: string
  dir: string
  dist: string
  port: number
  apiOrigin: string
}) {
  // The sandbox listens on 127.0.0.1: asked for localhost, nginx would try ::1 first on each request.
  const api = apiOrigin.replace(/\/$/, '').replace('//localhost:', '//127.0.0.1:')
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `${name}_temp_path ${join(dir, name)};`)
    .join(' ')
  const served = site
    .replace(
      LISTEN,
      (_, indent: string) =>
        `${indent}listen 127.0.0.1:${port} ssl http2;\n` +
        `${indent}ssl_certificate ${join(dir, 'cert.pem')};\n` +
        `${indent}ssl_certificate_key ${join(dir, 'key.pem')};`,
    )
    .replace(ROOT, (_, indent: string) => `${indent}root ${dist};`)
    .replace(
      /\n\}$/,
      ['/api/', '/cached/', '/_sandbox/'].map((path) => `\n    location ${path} { proxy_pass ${api}; }`).join('') +
        '\n}',
    )
  return `
daemon off;
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  ${temp}
${served}
}
`
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/** Whether the port accepts connections within 5 s, unless nginx exits first. */
async function listening(port: number, exited: Promise<void>): Promise<boolean> {
  let gone = false
  void exited.then(() => (gone = true))
  for (let waited = 0; waited < 5_000 && !gone; waited += 100) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port }, () => {
        socket.end()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (open) return true
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return false
}

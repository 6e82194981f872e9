// `recognize` says what its answer rests on: request conditions it could not check (only a path
// was given), constraint objects it took to allow the request, and a redirect's Location. The
// request is described with a full URL, `--header` and `--fact`. (The Locations themselves are
// the listener's, checked against Rails in specs/match/listener-redirect.spec.ts.)
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { runCli, tempDir } from './helpers.js'

const ROUTES = [
  'constraints subdomain: "api" do',
  '  get "status", to: "api#status"',
  'end',
  'get "status", to: "site#status"',
  'constraints(AdminOnly) do',
  '  get "admin", to: "admin#index"',
  'end',
  'get "/old/:id", to: redirect("/posts/%{id}")',
  'get "/shop/:name", to: redirect(subdomain: "shop", path: "/%{name}", status: 302)',
  '',
].join('\n')

const recognize = suite('cli: recognize, what it assumed')
const cwd = tempDir({ 'routes.rb': ROUTES })
const run = (...args: string[]) => runCli(['recognize', 'routes.rb', ...args], { cwd })

recognize('a bare path: the conditions of the route found are named as assumed, on stdout and in --json', async () => {
  assert.equal(await run('GET', '/status'), {
    code: 0,
    stdout: 'status GET /status(.:format) api#status\n  subdomain: "api"\n  controller: "api"\n  action: "status"\n' +
      'assumed: the request meets {:subdomain=>"api"} (not checked: give a full URL, --header or --fact)\n',
    stderr: '',
  })
  const json = JSON.parse((await run('GET', '/status', '--json')).stdout) as { assumed: unknown }
  assert.equal(json.assumed, { conditions: { subdomain: 'api' } })
})

recognize('a URL, a Host header or a fact describes the request: conditions are checked, nothing is assumed', async () => {
  const controller = async (...args: string[]) => {
    const answer = JSON.parse((await run('GET', ...args, '--json')).stdout) as { params: { controller: string }; assumed?: unknown }
    return [answer.params.controller, answer.assumed]
  }
  assert.equal(await controller('http://api.example.com/status'), ['api', undefined])
  assert.equal(await controller('/status', '--header', 'Host: api.example.com'), ['api', undefined])
  assert.equal(await controller('/status', '--header', 'host:www.example.com'), ['site', undefined])
  assert.equal(await controller('/status', '--fact', 'subdomain=api'), ['api', undefined])
  assert.equal(await controller('http://api.example.com/status', '--fact', 'subdomain=www'), ['site', undefined])
})

recognize('a constraint object is taken to allow the request, and the answer says so', async () => {
  const text = await run('GET', '/admin')
  assert.is(text.code, 0)
  assert.match(text.stdout, /\nassumed: AdminOnly allows the request \(a constraint object: the application's code decides\)\n$/)
  const json = JSON.parse((await run('GET', 'http://example.com/admin', '--json')).stdout) as { assumed: unknown }
  assert.equal(json.assumed, { constraintObjects: ['AdminOnly'] })
})

recognize("a redirect: the Location Rails sends, on the request's host (example.org when none is given)", async () => {
  const bare = await run('GET', '/old/5')
  assert.match(bare.stdout, /\nredirect 301 to http:\/\/example\.org\/posts\/5 \(host example\.org assumed: give a full URL or --header 'Host: \.\.\.'\)\n$/)
  const url = await run('GET', 'https://www.example.com:8443/old/5')
  assert.match(url.stdout, /\nredirect 301 to https:\/\/www\.example\.com:8443\/posts\/5\n$/)
  const options = JSON.parse((await run('GET', '/shop/hats', '--header', 'Host: www.example.com', '--json')).stdout) as { redirect: unknown }
  assert.equal(options.redirect, { status: 302, location: 'http://shop.example.com/hats' })
})

recognize('malformed --header and --fact are usage errors', async () => {
  const header = await run('GET', '/status', '--header', 'NoColon')
  assert.is(header.code, 2)
  assert.match(header.stderr, /invalid --header 'NoColon' \(expected 'Name: value'\)/)
  const fact = await run('GET', '/status', '--fact', 'subdomain')
  assert.is(fact.code, 2)
  assert.match(fact.stderr, /invalid --fact 'subdomain' \(expected name=value/)
})

recognize.run()

// `npm run bench -- NAME --runs N`: every figure of N runs as their median and range.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { summarise } from '../../bench/_summary.js'

const run = (ours: number, ratio: string, build: string, rate: string) => [
  '# match',
  '## Rails application (1744 routes)',
  '| workload | routecraft | find-my-way |',
  '|---|---:|---:|',
  `| rails-mix | ${ours} ns | 1900 ns (${ratio}×) |`,
  `| 10 prefixes | ${ours + 5} ns | 1900 ns (${ratio}×) |`,
  `build: median ${build} ms (30 runs); parse ${rate} lines/s`,
].join('\n')

test('each number becomes the median of the runs with their range; text and headings stay', () => {
  const summary = summarise([run(600, '3.17', '22.60', '121,721'), run(650, '2.92', '13.40', '120,108'), run(590, '3.22', '23.50', '123,333')])
  assert.equal(summary.split('\n'), [
    '# match',
    '## Rails application (1744 routes)',
    '| workload | routecraft | find-my-way |',
    '|---|---:|---:|',
    '| rails-mix | 600 [590–650] ns | 1900 ns (3.17 [2.92–3.22]×) |',
    '| 10 prefixes | 605 [595–655] ns | 1900 ns (3.17 [2.92–3.22]×) |',
    'build: median 22.60 [13.40–23.50] ms (30 runs); parse 121,721 [120,108–123,333] lines/s',
  ])
})

test('an even number of runs takes the mean of the middle two; a line one run lacks stays as printed', () => {
  const [a, b] = [run(600, '3.00', '20.00', '1,000'), run(700, '2.00', '30.00', '3,000')]
  const summary = summarise([`${a}\nonly here 5 ms`, b]).split('\n')
  assert.is(summary[4], '| rails-mix | 650 [600–700] ns | 1900 ns (2.50 [2.00–3.00]×) |')
  assert.is(summary[6], 'build: median 25.00 [20.00–30.00] ms (30 runs); parse 2,000 [1,000–3,000] lines/s')
  assert.is(summary[7], 'only here 5 ms')
})

test.run()

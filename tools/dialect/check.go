// Checks the cases of tools/dialect/cases.ts with Go's regexp (RE2): the same match and
// captures as ECMAScript, except for the regexps using the lookahead extension, which RE2 lacks.
// Standard library only.
//
//	go run tools/dialect/check.go < cases.tsv
package main

import (
	"bufio"
	"encoding/base64"
	"fmt"
	"os"
	"regexp"
	"strings"
)

func decode(s string) string {
	b, err := base64.StdEncoding.DecodeString(s)
	if err != nil {
		panic(err)
	}
	return string(b)
}

func answer(re *regexp.Regexp, text string) string {
	m := re.FindStringSubmatchIndex(text)
	if m == nil {
		return "N"
	}
	fields := []string{}
	for i := 1; i <= re.NumSubexp(); i++ {
		if m[2*i] < 0 {
			fields = append(fields, "-")
		} else {
			fields = append(fields, "+"+base64.StdEncoding.EncodeToString([]byte(text[m[2*i]:m[2*i+1]])))
		}
	}
	return "M" + strings.Join(fields, ",")
}

func main() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<26)
	compiled := map[string]*regexp.Regexp{}
	cases, differ, lookahead := 0, 0, 0
	for in.Scan() {
		line := in.Text()
		if line == "" {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) > 3 && f[3] == "L" {
			lookahead++ // the extension RE2 does not have
			continue
		}
		cases++
		re, ok := compiled[f[0]]
		if !ok {
			re = regexp.MustCompile(decode(f[0]))
			compiled[f[0]] = re
		}
		if got := answer(re, decode(f[1])); got != f[2] {
			differ++
			if differ <= 10 {
				fmt.Printf("differs: %q on %q: js %s, go %s\n", decode(f[0]), decode(f[1]), f[2], got)
			}
		}
	}
	fmt.Printf("go regexp (RE2): %d cases, %d regexps, %d differ; %d cases with lookahead skipped\n", cases, len(compiled), differ, lookahead)
}

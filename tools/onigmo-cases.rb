# What Ruby (Onigmo) matches for the regexp constructs routecraft translates to JavaScript
# (src/inflect/onigmo.ts): for each case, the first match of the regexp in each input, as
# [offset in characters, matched text], 0 for none, 1 for the whole input. Writes specs/inflect/onigmo-cases.json, which
# specs/inflect/onigmo.spec.ts replays against the translation. Regenerate after editing CASES:
#
#   ruby8 tools/onigmo-cases.rb      (Rails main's Ruby; any Ruby ≥ 3.3 gives the same answers)
require "json"

ASCII = (0x20..0x7e).map(&:chr)
SAMPLE = ASCII + ["\n", "\t", "\v", "\r", "\u00a0", "\u2003", "é", "É", "ß", "ẞ", "ſ", "K", "k", "\u212a",
                  "٣", "ǅ", "Ω", "ω", "µ", "¿", "©", "€", "_", "‿", "\u0301", "中", "あ", "\u200d", "😀", "\u00ad"]

# [source, flags, inputs]; inputs default to SAMPLE (each tried alone).
CASES = [
  *%w[alpha digit alnum xdigit space upper lower punct word cntrl graph print blank ascii].flat_map { |n|
    [["\\A[[:#{n}:]]\\z", ""], ["\\A[[:^#{n}:]]\\z", ""], ["\\A[x[:#{n}:]-]\\z", ""], ["\\A[^x[:#{n}:]]\\z", ""]]
  },
  *%w[alpha digit alnum xdigit space punct word blank].map { |n| ["\\A[[:#{n}:]]\\z", "i"] },
  *%w[Alnum Alpha L Lu Ll l lu Greek Han Hiragana Word Space Punct Digit XDigit Graph Print Any ASCII N Nd P S Sm Z Cc].flat_map { |n|
    [["\\A\\p{#{n}}\\z", ""], ["\\A\\p{^#{n}}\\z", ""], ["\\A\\P{#{n}}\\z", ""], ["\\A[\\p{#{n}}x]\\z", ""], ["\\A[^\\p{#{n}}x]\\z", ""]]
  },
  ["\\A\\P{^Alpha}\\z", ""], ["\\A\\p{alpha}\\p{ alnum }\\z", "", ["aé", "a1", "1a"]],
  *%w[\\d \\D \\w \\W \\s \\S \\h \\H .].flat_map { |e| [["\\A#{e}\\z", ""], ["\\A[#{e}]\\z", ""], ["\\A[^#{e}x]\\z", ""], ["\\A#{e}\\z", "m"], ["\\A#{e}\\z", "i"]] },
  ["\\A[[:alpha:]&&[^aeiou]]\\z", ""], ["\\A[a-z&&[^aeiou]&&[^x-z]]\\z", ""], ["\\A[a[b-d]]\\z", ""], ["\\A[^a[b-d]]\\z", ""],
  ["\\A[]a]\\z", "", ["]", "a", "b"]], ["\\A[a-]\\z", "", ["a", "-", "b"]], ["\\A[\\w-]+\\z", "", ["a-b", "a.b"]],
  ["\\A[\\b]\\z", "", ["\b", "b"]], ["\\A[\\x41-\\x43\\u{e9}]+\\z", "", ["ABC", "é", "D"]],
  ["\\A\\u{62 63}\\z", "", ["bc", "b"]], ["\\A\\x41\\101\\z", "", ["AA", "A"]], ["\\A\\e\\a\\z", "", ["\e\a", "ea"]],
  ["\\A\\cA\\z", "", ["\u0001", "A"]], ["\\Aa{,2}\\z", "", ["", "a", "aa", "aaa"]], ["\\Aa{2,}\\z", "", ["a", "aa", "aaaa"]],
  ["\\Aa{1}+\\z", "", ["", "a", "aa", "aaa"]], ["\\Aa**\\z", "", ["", "aaa", "b"]], ["\\Aa{\\z", "", ["a{", "a"]], ["\\Aa}]\\z", "", ["a}]"]],
  ["\\Aa{,}\\z", "", ["a{,}", "a"]],
  ["a++a", "", ["aaa", "a"]], ["\\A\\d*+\\d\\z", "", ["123", "1"]], ["\\A\\w?+\\w\\z", "", ["a", "ab"]], ["\\Aa*+b", "", ["aab", "b", "aa"]],
  ["\\A(?>a+)a\\z", "", ["aa", "aaa"]], ["\\A(?>ab|a)b\\z", "", ["ab", "abb"]], ["\\A(?>x|xy)+\\z", "", ["xxy", "xx"]], ["\\A(?>\\d+)\\.\\d+\\z", "", ["1.2", "12.34", "1."]],
  ["\\A\\R\\n", "", ["\r\n", "\n\n", "\r\n\n"]],
  ["\\Aa(?i)b\\z", "", ["ab", "aB", "Ab"]], ["\\Aa(?i:b)c\\z", "", ["aBc", "aBC"]], ["\\A(?i:a(?-i)b)\\z", "", ["Ab", "AB"]],
  ["\\A(?i-m:a.)\\z", "m", ["A\n", "Ab"]], ["\\A(?m:.)\\z", "", ["\n", "a"]], ["\\A(?:a(?i)b|c)\\z", "", ["c", "C", "ac", "aC", "Ab"]], ["\\A(?:x|a(?m)b|c)\\z", "", ["x", "ab", "c", "ac"]], ["\\A(?m).\\z", "", ["\n"]],
  ["\\A(?x: a b # comment\n c )\\z", "", ["abc", "a b c"]], ["\\A(?x)[ ]a\\z", "", [" a", "a"]], ["\\A(?#note)a\\z", "", ["a", "(?#note)a"]],
  ["\\A a # b\n c \\z", "x", ["ac", "a c", "a # b\n c "]], ["\\A a [ ] \\# \\ \\z", "x", ["a #  ", "a# ", "a  # "]],
  ["\\Ass\\z", "i", ["ss", "SS", "ß", "ẞ", "ſs", "s"]], ["\\Ak\\z", "i", ["k", "K", "\u212a"]], ["\\A[k]\\z", "i", ["K", "\u212a"]],
  ["\\A[a-z]\\z", "i"], ["\\A[^a-z]\\z", "i"], ["\\A[à-ÿ]\\z", "i", ["É", "é", "À"]], ["\\A\\u{62 63}+\\z", "", ["bcc", "bcbc"]],
  ["\\A(a)\\101|(b)\\1\\z", "", ["aA", "aa", "b\u0001"]], ["\\A\\u00e9\\z", "i", ["é", "É"]], ["\\A[a-c]+\\z", "i", ["aBc", "d"]], ["\\Aω\\z", "i", ["Ω", "\u2126", "ω"]],
  ["\\A(?<n>\\d)-\\k<n>\\z", "", ["1-1", "1-2"]],
  ["\\A(?'n'a)\\k'n'\\z", "", ["aa", "ab"]], ["\\A(a)\\1\\z", "", ["aa", "ab"]],
  ["x$", "", ["x\ny", "x", "xy", "x\r"]], ["^x", "", ["y\nx", "yx"]], ["x\\Z", "", ["x\n", "x\n\n", "x"]], ["x\\z", "", ["x\n", "x"]],
  ["\\bé", "", ["aé", " é"]], ["a\\B", "", ["aé", "a "]],
  ["\\A(?<=a)b|(?<!c)d\\z", "", ["d", "cd"]], ["\\Aa(?=b)", "", ["ab", "ac"]], ["\\Aa(?!b)", "", ["ab", "ac"]],
  ["\\A\\-\\/\\.\\ \\#\\z", "", ["-/. #"]],
]

# One line per case; an answer is 0 (no match), 1 (the whole input) or [offset, matched text].
lines = CASES.map do |source, flags, inputs|
  options = (flags.include?("i") ? Regexp::IGNORECASE : 0) | (flags.include?("m") ? Regexp::MULTILINE : 0) | (flags.include?("x") ? Regexp::EXTENDED : 0)
  re = Regexp.new(source, options)
  answers = (inputs || SAMPLE).map { |s| m = re.match(s); !m ? 0 : (m.begin(0) == 0 && m[0] == s) ? 1 : [m.begin(0), m[0]] }
  JSON.generate({ source: source, flags: flags, **(inputs ? { inputs: inputs } : {}), answers: answers })
end
path = File.join(__dir__, "..", "specs", "inflect", "onigmo-cases.json")
File.write(path, <<~JSON)
  {"note": "generated by tools/onigmo-cases.rb from Ruby #{RUBY_VERSION}; regenerate, never edit",
   "sample": #{JSON.generate(SAMPLE)},
   "cases": [
  #{lines.join(",\n")}
  ]}
JSON
puts "#{lines.size} cases written to specs/inflect/onigmo-cases.json"

get "tokens/:token", to: "tokens#show", token: /[[:alnum:]]{10}/
get "names/:name", to: "names#show", name: /[[:alpha:]][[:alpha:][:digit:]_-]*/
get "hex/:id", to: "hex#show", id: /\h+|[[:xdigit:]]{2}-\H/
get "words/:word", to: "words#show", word: /[[:word:]]+[[:^alpha:]]?/
get "spaced/:text", to: "x#spaced", text: /[[:upper:]][[:lower:]]+[[:space:]][[:punct:]]/
get "letters/:word", to: "x#letters", word: /\p{L}+\p{^L}?\P{Alnum}?/
get "alnum/:word", to: "x#alnum", word: /\p{Alnum}+/
get "years/:date", to: "x#years", date: /(?<y>\d{4})-\k<y>/
get "inner/:id", to: "x#inner", id: /a\Ab|c\zd|\d+/
get "possessive/:id", to: "x#possessive", id: /a++b|\d*+\d|x?+x/
get "atomic/:id", to: "x#atomic", id: /(?>ab|a)c|(?>\w+)z/
get "options/:id", to: "x#options", id: /(?i:ab)c|d(?i)e|(?m:.)x|(?x: f g )/
get "comment/:id", to: "x#comment", id: /a(?#note)b/
get "both/:a/:b", to: "x#both", a: /(?>x+)y/, b: /(?>x+)y/
get "ci/:id", to: "x#ci", id: /[[:alpha:]]s[a-z]k/i

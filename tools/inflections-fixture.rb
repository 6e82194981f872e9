# Generates specs/inflect/rails-words.json from the ActiveSupport installed on this machine, so the
# TypeScript port is checked against Rails itself rather than against our reading of its source.
# Usage (from the repository root): ruby tools/inflections-fixture.rb [output.json]
require "json"
require "active_support/all"

OUT = ARGV[0] || "specs/inflect/rails-words.json"

RESOURCES = %w[
  user post comment article category tag product order line_item invoice payment account profile
  session token setting notification message conversation attachment image photo video file folder
  document report project task team member organization company address status subscription plan
  price coupon cart review rating vote like follower friendship group role permission page menu
  event ticket booking reservation venue location city country region store warehouse shipment
  delivery customer supplier employee department skill job application candidate course lesson
  quiz question answer survey response entry feed story chapter book author library album song
  playlist artist movie show episode channel stream device key log audit backup job_run webhook
  api_key identity credential day week month year item batch box match patch wish dish fox tax
  kiss business class glass pass bus campus census bonus virus alias octopus hero potato tomato
  buffalo echo volcano tornado torpedo photo piano zero studio radio cargo leaf thief wife knife
  life wolf half calf shelf roof chief belief safe cafe hive drive archive objective directive
  fly toy key boy day guy monkey journey query city lady family baby history entity activity
  ]

LATIN_GREEK = %w[
  criterion criteria phenomenon phenomena datum data medium media stadium stadia curriculum
  curricula memorandum memoranda bacterium bacteria symposium millennium agenda addendum erratum
  appendix appendices index indices matrix matrices vertex vertices vortex cortex codex helix
  radix simplex apex analysis analyses basis bases diagnosis diagnoses parenthesis parentheses
  prognosis synopsis thesis theses crisis crises testis testes axis axes axe emphasis hypothesis
  oasis ellipsis synthesis cactus cacti focus foci fungus fungi genus genera nucleus nuclei
  radius radii stimulus syllabus alumnus alumni octopi viri vertebra vertebrae formula formulae
  antenna antennae larva nebula schema schemata stigma dogma lemma corpus opus
  ]

TRICKY = %w[
  ties tie gas atlas tennis diabetes kudos premises news mews series species sheep fish jeans
  police rice money equipment information movie movies shoe shoes toe toes hoe canoe database
  databases ox oxen box boxes mouse mice louse lice dormouse person people man men woman women
  human humen humans german shaman talisman child children sex sexes move moves remove zombie
  zombies cow kine shoes horseshoe dwarf scarf hoof loaf self elf dice die dies foot feet tooth
  teeth goose geese moose deer salmon traffic research advice music mail audio staff software
  hardware firmware status statuses address addresses quizzes buses alias aliases virus viruses
  ]

COMPOUNDS = %w[
  admin/user admin/users line_items line_item api/v1/post api/v1/posts blog_post blog_posts
  admin/person admin/people sales_person salesperson fisherman bonus_points old_news user_news
  wild_fish goldfish swordfish jellyfish catfish sheepdog big_sheep admin/sheep money_order
  policeman policemen rice_field equipment_list my_media super_criterion sub_index data_points
  admin_man new_move move_order child_seat grand_child grandchild grandchildren
  ]

CASED = %w[
  User Users USER USERS Person PERSON People PEOPLE Man MAN Child CHILD Children Octopus OCTOPUS
  Sheep SHEEP News NEWS Series Tie Ties Media MEDIA Criteria Ox OX Oxen Mouse MOUSE Mice Quiz QUIZ
  Analysis ANALYSIS Matrix Index INDEX Status STATUS Box BOX Leaf Wife Hero Zombie ZOMBIE Move
  Admin/User ADMIN/USER LineItem LineItems lineItem Human HUMAN Category CATEGORY Fish FISH
  ]

# Every irregular and uncountable of the pluralize npm package (8.0.0), so the English and Rails
# inflectors can be compared on the words where they are most likely to differ.
PLURALIZE_IRREGULARS = %w[
  I we me us he they she them myself ourselves yourself yourselves itself themselves herself
  himself themself is are was were has have this these that those echo echoes dingo dingoes
  volcano volcanoes tornado tornadoes torpedo torpedoes genus genera viscus viscera stigma
  stigmata stoma stomata dogma dogmata lemma lemmata schema schemata anathema anathemata ox oxen
  axe axes die dice yes yeses foot feet eave eaves goose geese tooth teeth quiz quizzes human
  humans proof proofs carve carves valve valves looey looies thief thieves groove grooves
  pickaxe pickaxes passerby passersby
  ]
PLURALIZE_UNCOUNTABLES = %w[
  adulthood advice agenda aid aircraft alcohol ammo analytics anime athletics audio bison blood
  bream buffalo butter carp cash chassis chess clothing cod commerce cooperation corps debris
  diabetes digestion elk energy equipment excretion expertise firmware flounder fun gallows
  garbage graffiti hardware headquarters health herpes highjinks homework housework information
  jeans justice kudos labour literature machinery mackerel mail media mews moose music mud manga
  news only personnel pike plankton pliers police pollution premises rain research rice salmon
  scissors series sewage shambles shrimp software species staff swine tennis traffic
  transportation trout tuna wealth welfare whiting wildebeest wildlife you
  chinese japanese deer reindeer measles famous precious chickenpox smallpox pokemon pokémon
  ]

# Inputs that only a faithful regexp translation gets right: Ruby's `$` and `^` are line anchors
# and `\Z` also matches before a final newline; `\b` and `/i` are Unicode-aware.
EDGE = ["", " ", "s", "S", "x", "_", "/", "a b", "user post", "box\n", "boxes\n", "sheep\n",
        "ox\nox", "a\nmouse", "mouse\nx", "user\nsheep", "éfish", "café", "cafés", "naïve_fish",
        "glaß", "boß", "ßes", "İndex", "posts2", "fish2", "2fish", "user-sheep", "user.sheep",
        "user_sheep", "user1sheep", "ümlautsheep", "x-ray", "e-mail", "e-mails"]

words = (RESOURCES + LATIN_GREEK + TRICKY + COMPOUNDS + CASED + PLURALIZE_IRREGULARS +
         PLURALIZE_UNCOUNTABLES + EDGE).uniq

def inflect(words)
  words.map do |w|
    plural = w.pluralize
    { "word" => w, "plural" => plural, "singular" => w.singularize,
      "singularOfPlural" => plural.singularize }
  end
end

def dump_rules(rules)
  rules.map do |(rule, replacement)|
    [rule.source, rule.casefold? ? "i" : "", replacement]
  end
end

# Each scenario runs in a forked process because Rails' inflections are a process-wide singleton.
# Additions are applied in the order createInflector applies them: plural, singular, irregular,
# uncountable. Regexps are given as [source, flags] and must mean the same in Ruby and JavaScript.
SCENARIOS = [
  { "name" => "irregular octopus/octopi", "irregular" => [%w[octopus octopi]] },
  { "name" => "irregular cow/kine (first letters differ)", "irregular" => [%w[cow kine]] },
  { "name" => "irregular over an uncountable", "irregular" => [%w[sheep sheeps]] },
  { "name" => "irregular foot/feet and tooth/teeth", "irregular" => [%w[foot feet], %w[tooth teeth]] },
  { "name" => "uncountables", "uncountable" => %w[Bison staff software fish_food] },
  { "name" => "uncountable beats irregular added earlier", "irregular" => [%w[cow kine]],
    "uncountable" => %w[kine] },
  { "name" => "regexp rules", "plural" => [[["(her)o$", "i"], '\1oes']],
    "singular" => [[["(her)oes$", "i"], '\1o'], [["^(ty)$", ""], '\1ie']] },
  { "name" => "string rules", "plural" => [%w[money moneys]], "singular" => [%w[datum datum]] },
  { "name" => "a rule's replacement removes an uncountable", "plural" => [[["(jean)s$", "i"], "jeans"]] },
]
SCENARIO_WORDS = %w[octopus octopi Octopus OCTOPUS octopuses giant_octopus cow Cow COW cOW kine Kine
  KINE cows scow sheep sheeps Sheep foot feet Foot tooth teeth bison Bison BISONS staff software
  fish_food cat_fish_food hero heroes Hero ty ties money moneys my_money datum data jeans jean
  mouse person people user users ox]

def to_rule(rule)
  rule.is_a?(Array) ? Regexp.new(rule[0], rule[1] == "i" ? Regexp::IGNORECASE : 0) : rule
end

def run_scenario(scenario)
  reader, writer = IO.pipe
  pid = fork do
    reader.close
    ActiveSupport::Inflector.inflections(:en) do |inflect|
      (scenario["plural"] || []).each { |(rule, repl)| inflect.plural(to_rule(rule), repl) }
      (scenario["singular"] || []).each { |(rule, repl)| inflect.singular(to_rule(rule), repl) }
      (scenario["irregular"] || []).each { |(s, p)| inflect.irregular(s, p) }
      inflect.uncountable(scenario["uncountable"]) if scenario["uncountable"]
    end
    writer.write(JSON.generate(inflect(SCENARIO_WORDS)))
    writer.close
    exit!(0)
  end
  writer.close
  result = JSON.parse(reader.read)
  Process.wait(pid)
  scenario.merge("words" => result)
end

inflections = ActiveSupport::Inflector.inflections(:en)
fixture = {
  "activesupport" => ActiveSupport::VERSION::STRING,
  "rules" => { "plurals" => dump_rules(inflections.plurals),
               "singulars" => dump_rules(inflections.singulars),
               "uncountables" => inflections.uncountables.to_a },
  "words" => inflect(words),
  "scenarios" => SCENARIOS.map { |s| run_scenario(s) },
}
File.write(OUT, JSON.pretty_generate(fixture) + "\n")
puts "#{OUT}: #{words.size} words, #{SCENARIOS.size} scenarios (ActiveSupport #{ActiveSupport::VERSION::STRING})"

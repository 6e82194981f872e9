# Differential corpus generator: seeded random routes files, drawn with the Rails oracle in one process.
#
#   ruby tools/random-routes.rb [SEED] [COUNT] [OUT]
#   (defaults: SEED 20260901, COUNT 2000, OUT specs/differential/corpus-SEED.json)
#
# Writes a JSON array [{ "source": "<routes.rb text>", "table": "<rails routes table>" }].
# The generator produces nested declarations (resources, resource, namespace, scope with
# path/as/module, shallow blocks and options, member/collection/new routes, only/except, as:,
# path:, param:, controller:, path_names, shallow_path/shallow_prefix, nesting 1-4 deep) and
# deliberately avoids every construct where Rails 6.1 and the newest Rails differ (RAILS.md
# section 15: several paths per call, `to:` without `#`, explicit nil for format/anchor/via,
# `module: nil`, invalid only/except, scope-level only/except, mount, globs, `options`, invalid
# `on:`). A candidate whose drawing raises (e.g. a duplicate explicit name) is discarded and the
# next one generated, so the output is a pure function of SEED and COUNT.
require_relative "rails-oracle"
require "fileutils"
require "tmpdir"

class RandomRoutes
  PLURALS = %w[posts comments photos users articles tags replies items orders lines notes projects
               tasks teams players books authors categories products reviews images videos events
               tickets invoices messages sectors companies].freeze
  SINGULARS = %w[profile account session avatar dashboard cart subscription].freeze
  NAMESPACES = %w[admin api v1 v2 internal reports].freeze
  ACTIONS = %w[preview publish archive search recent export toggle approve stats draft flag
               summary].freeze
  PLURAL_ACTIONS = %i[index create new show update destroy edit].freeze
  SINGULAR_ACTIONS = %i[show create update destroy new edit].freeze
  SEGMENTS = %w[fotos entries stuff things list-items].freeze

  def initialize(seed)
    @rng = Random.new(seed)
  end

  def chance(p) = @rng.rand < p
  def pick(list) = list[@rng.rand(list.size)]
  def sym_list(list) = "[#{list.map { |a| ":#{a}" }.join(', ')}]"

  def action_subset(all)
    n = @rng.rand(0..3)
    all.sample(n, random: @rng).sort_by { |a| all.index(a) }
  end

  # Options for resources/resource. depth is the nesting depth (0 = top).
  def resource_options(plural, name)
    opts = []
    all = plural ? PLURAL_ACTIONS : SINGULAR_ACTIONS
    case @rng.rand(6)
    when 0, 1 then (s = action_subset(all); opts << "only: #{s.size == 1 && chance(0.5) ? ":#{s[0]}" : sym_list(s)}")
    when 2 then (s = action_subset(all); opts << "except: #{sym_list(s)}")
    end
    opts << "as: \"#{pick(%w[entries things items_x records])}\"" if chance(0.12)
    opts << "path: \"#{pick(SEGMENTS)}\"" if chance(0.12)
    opts << "param: :#{pick(%w[slug token uuid])}" if plural && chance(0.15)
    opts << "controller: \"#{pick(%w[things admin/things v2_records])}\"" if chance(0.08)
    opts << "path_names: { new: \"nuevo\", edit: \"editar\" }" if chance(0.08)
    opts << "module: \"#{pick(%w[m legacy])}\"" if chance(0.06)
    opts << "shallow: #{chance(0.8)}" if chance(0.2)
    if chance(0.05)
      opts << "shallow_path: \"sp\""
      opts << "shallow_prefix: \"spx\""
    end
    opts
  end

  def custom_route(verb_choices = %w[get post])
    verb = pick(verb_choices)
    act = pick(ACTIONS)
    extra = []
    extra << "as: \"#{act}_#{pick(%w[alt x])}\"" if chance(0.1)
    extra << "path: \"#{act}-#{pick(%w[it now])}\"" if chance(0.1)
    ["#{verb} :#{act}", *extra].join(", ")
  end

  def member_like_block(kind, ind)
    lines = ["#{ind}#{kind} do"]
    @rng.rand(1..2).times { lines << "#{ind}  #{custom_route(kind == 'new' ? %w[get] : %w[get post patch delete])}" }
    lines << "#{ind}end"
    lines
  end

  def resource_decl(ind, depth)
    plural = chance(0.78)
    name = plural ? pick(PLURALS) : pick(SINGULARS)
    head = "#{ind}#{plural ? 'resources' : 'resource'} :#{name}"
    opts = resource_options(plural, name)
    head += ", " + opts.join(", ") unless opts.empty?
    body = []
    if depth < 4 && chance(depth.zero? ? 0.75 : 0.45)
      @rng.rand(1..3).times { body.concat(resource_body_stmt("#{ind}  ", depth + 1)) }
    end
    return [head] if body.empty?
    ["#{head} do", *body, "#{ind}end"]
  end

  def resource_body_stmt(ind, depth)
    case @rng.rand(10)
    when 0, 1, 2, 3 then resource_decl(ind, depth)
    when 4 then member_like_block("member", ind)
    when 5 then member_like_block("collection", ind)
    when 6 then member_like_block("new", ind)
    when 7 then ["#{ind}#{custom_route} , on: :#{pick(%w[member collection new])}".sub(" ,", ",")]
    when 8 then ["#{ind}#{custom_route}"]
    else
      if chance(0.5)
        ["#{ind}namespace :#{pick(NAMESPACES)} do", *resource_decl("#{ind}  ", depth), "#{ind}end"]
      else
        ["#{ind}shallow do", *resource_decl("#{ind}  ", depth), "#{ind}end"]
      end
    end
  end

  def scope_head
    opts = []
    opts << "path: \"#{pick(%w[v1 api x/y (:locale) app])}\"" if chance(0.6)
    opts << "as: \"#{pick(%w[v1 api sc])}\"" if chance(0.5)
    opts << "module: \"#{pick(%w[api m v2])}\"" if chance(0.4)
    opts << "shallow: true" if chance(0.15)
    opts << "shallow_path: \"sp\"" if chance(0.08)
    opts << "shallow_prefix: \"spx\"" if chance(0.08)
    opts << "path: \"p\"" if opts.empty?
    "scope #{opts.join(', ')}"
  end

  def top_stmt(ind, depth)
    case @rng.rand(12)
    when 0..5 then resource_decl(ind, depth)
    when 6, 7
      ns = pick(NAMESPACES)
      extra = []
      extra << "path: \"#{pick(%w[a adm])}\"" if chance(0.15)
      extra << "as: \"#{pick(%w[a adm])}\"" if chance(0.15)
      extra << "shallow: true" if chance(0.1)
      head = "#{ind}namespace :#{ns}#{extra.empty? ? '' : ', ' + extra.join(', ')} do"
      body = []
      @rng.rand(1..2).times { body.concat(depth < 2 && chance(0.2) ? top_stmt("#{ind}  ", depth + 1) : resource_decl("#{ind}  ", depth)) }
      [head, *body, "#{ind}end"]
    when 8, 9
      body = []
      @rng.rand(1..2).times { body.concat(depth < 2 && chance(0.2) ? top_stmt("#{ind}  ", depth + 1) : resource_decl("#{ind}  ", depth)) }
      ["#{ind}#{scope_head} do", *body, "#{ind}end"]
    when 10
      ["#{ind}shallow do", *resource_decl("#{ind}  ", depth), "#{ind}end"]
    else
      act = pick(ACTIONS)
      ctl = pick(%w[pages home static])
      verb = pick(%w[get post patch put delete])
      line = "#{ind}#{verb} \"#{pick(%w[about help] + [act])}\", to: \"#{ctl}##{act}\""
      line += ", as: \"#{act}_page\"" if chance(0.2)
      [line]
    end
  end

  def source
    lines = []
    @rng.rand(1..3).times { lines.concat(top_stmt("", 0)) }
    lines.join("\n") + "\n"
  end
end

if $PROGRAM_NAME == __FILE__
  seed = (ARGV[0] || 20260901).to_i
  count = (ARGV[1] || 2000).to_i
  out = ARGV[2] || File.expand_path(File.join(__dir__, "..", "specs", "differential", "corpus-#{seed}.json"))
  gen = RandomRoutes.new(seed)
  entries = []
  discarded = 0
  Dir.mktmpdir do |dir|
    file = File.join(dir, "routes.rb")
    while entries.size < count
      src = gen.source
      File.write(file, src)
      rs, err = RailsOracle.draw(file, api_only: false, draw_paths: [])
      if err
        discarded += 1
        warn "discarded (#{err.class}: #{err.message.lines.first.strip})" if ENV["VERBOSE"]
        next
      end
      table = RailsOracle.table(rs)
      entries << { source: src, table: table.end_with?("\n") ? table : table + "\n" }
    end
  end
  FileUtils.mkdir_p(File.dirname(out))
  File.write(out, JSON.pretty_generate(entries) + "\n")
  warn "wrote #{entries.size} cases to #{out} (#{File.size(out)} bytes, #{discarded} raising candidates discarded)"
end

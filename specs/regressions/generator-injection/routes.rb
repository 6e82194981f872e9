get '/q/:id', to: 'pages#show', constraints: { id: %r{[a-z]\#{system('touch /tmp/routecraft-injection-marker')}} }
get '/v/:id', to: 'pages#show', constraints: { id: /a\#$0\#@x\#@@y\#$-w\#$1/ }
get '/w/:id', to: 'pages#show', constraints: { id: %r{\#{x}|\\\#{`touch /tmp/routecraft-injection-marker`}} }
get '/x/:id', to: 'pages#show', constraints: { id: /[\#{x}]+(?#\{x})\#{2}/ }
get '/e/:id', to: 'pages#show', constraints: { id: %r(a # #\{system('touch \/tmp\/routecraft-injection-marker')}
 b)x }
get '/f/:id', to: 'pages#show', constraints: { id: %r((?x: a # #\{ 1 }
)\#{1}(?-x:\#{1})) }
get '/s/:id', to: 'pages#show', constraints: { id: %r!\/{[(]]<|\!~^;,@\#{system('touch \/tmp\/routecraft-injection-marker')}! }
get "/p\#{system('touch /tmp/routecraft-injection-marker')}/'\"\\", to: 'pages#a', as: 'p_x'
get '/n', to: "pa\#{`touch /tmp/routecraft-injection-marker`}ges#b'\"", defaults: { note: "\#{system('touch /tmp/routecraft-injection-marker')}'\"\\\e\n", :"\#$0" => '#@x' }
get '/m', controller: 'a_x', action: :"b\"\#{y}", defaults: { :"\#{system('touch /tmp/routecraft-injection-marker')}" => :"'\"\\\#@z" }
get '/h', to: 'pages#h', :"\#{system('touch /tmp/routecraft-injection-marker')}" => /\#{x}/, 'k#@x' => '#$0'
resources :photos, only: [:index], path: 'ph#{x}otos'

# A table of controllers and their actions, walked with `kind_of?` and indexed loops, as large
# applications write it (a Hash of verbs, or a list of actions).
controller_routes = {
  :reports => { :get => %w[show download], :post => %w[queue] },
  :users   => %w[index],
  :alerts  => { :post => %w[acknowledge] },
}
controller_routes.each do |controller_name, controller_actions|
  if controller_actions.kind_of?(Hash)
    unless controller_actions[:get].nil?
      controller_actions[:get].each do |action_name|
        get "#{controller_name}/#{action_name}(/:id)", :action => action_name, :controller => controller_name
      end
    end
    controller_actions[:post]&.each do |action_name|
      post "#{controller_name}/#{action_name}", :action => action_name, :controller => controller_name
    end
  elsif controller_actions.is_a?(Array) && !controller_actions.instance_of?(Object)
    get controller_name.to_s, :controller => controller_name, :action => controller_actions.first
  end
end
get "flags", to: "flags#index" if :x.is_a?(Symbol) && 1.kind_of?(Integer) && nil.instance_of?(NilClass)
get "never", to: "flags#never" if "s".is_a?(Hash)

# A class defined in the routes file is skipped (with a warning), and the constraint objects made
# from it later keep their routes: the application answers them, as any constraint object. (Its
# `inspect` makes Rails show the object as routecraft does, by its source; an endless `def`
# inside it ends nothing.)
class AdminConstraint
  def inspect = "AdminConstraint.new"

  def matches?(request)
    false
  end
end

constraints AdminConstraint.new do
  get "admin", to: "admin#index"
end
get "reports", to: "reports#index", constraints: AdminConstraint.new

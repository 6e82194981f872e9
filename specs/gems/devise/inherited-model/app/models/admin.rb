class Admin < User
  def admin? = true
end

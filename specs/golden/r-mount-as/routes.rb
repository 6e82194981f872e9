mount MountedRackApp, at: "/a", as: "app_a"
mount MountedRackApp, at: "/b", as: "app_b"

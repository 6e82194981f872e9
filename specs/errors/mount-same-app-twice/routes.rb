mount MountedRackApp, at: "/a"
mount MountedRackApp, at: "/b"

match "dav", to: "dav#propfind", via: :propfind
match "vc", to: "dav#vc", via: :version_control
match "lnk", to: "x#link", via: [:link, :unlink]

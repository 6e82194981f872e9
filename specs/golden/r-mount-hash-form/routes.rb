mount AdminApp::Web => "/admin/web"

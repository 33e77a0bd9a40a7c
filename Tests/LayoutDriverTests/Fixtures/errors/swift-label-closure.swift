struct ContentView: View {
    var body: some View {
        Label {
            Text("Inbox")
        } icon: {
            Image(systemName: "tray")
        }
    }
}

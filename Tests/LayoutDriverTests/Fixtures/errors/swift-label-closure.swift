struct ContentView: View {
    var body: some View {
        DisclosureView {
            Text("Body")
        } label: {
            Text("Title")
        }
    }
}

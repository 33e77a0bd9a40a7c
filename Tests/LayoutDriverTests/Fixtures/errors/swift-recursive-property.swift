struct ContentView: View {
    var body: some View {
        content
    }
    var content: some View {
        VStack { content }
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            Text("Hello")
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            Txet("Hello")
        }
    }
}

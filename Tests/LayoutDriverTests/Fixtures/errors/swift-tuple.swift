struct ContentView: View {
    var body: some View {
        Text("Hi").frame(width: (1, 2))
    }
}

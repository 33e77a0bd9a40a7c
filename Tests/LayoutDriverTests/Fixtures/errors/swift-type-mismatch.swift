struct ContentView: View {
    var body: some View {
        Text("Hi").padding("twenty")
    }
}

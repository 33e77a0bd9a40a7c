struct ContentView: View {
    var body: some View {
        Image(#imageLiteral(resourceName: "photo"))
    }
}

struct ContentView: View {
    let name: String? = "Ada"
    var body: some View {
        if let name {
            Text(name)
        }
    }
}

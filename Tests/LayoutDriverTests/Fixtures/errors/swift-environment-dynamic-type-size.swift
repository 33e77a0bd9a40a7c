struct ContentView: View {
    @Environment(\.dynamicTypeSize) var dynamicTypeSize
    var body: some View {
        Text(dynamicTypeSize == .large ? "Dark" : "Light")
    }
}

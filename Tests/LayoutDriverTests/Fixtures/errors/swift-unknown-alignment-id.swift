extension HorizontalAlignment {
    static let custom = HorizontalAlignment(Missing.self)
}

struct ContentView: View {
    var body: some View {
        VStack(alignment: .custom) { Text("Hi") }
    }
}

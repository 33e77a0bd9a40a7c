struct ContentView: View {
    @State private var count = 0
    var body: some View {
        VStack {
            count = 1
            Text("\(count)")
        }
    }
}

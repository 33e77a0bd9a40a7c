struct ContentView: View {
    var body: some View {
        VStack {
            for i in 0..<3 {
                Text("\(i)")
            }
        }
    }
}

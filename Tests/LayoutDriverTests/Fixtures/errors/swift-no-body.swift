struct ContentView: View {
    let title = "Hi"
}

#Preview {
    ContentView()
}

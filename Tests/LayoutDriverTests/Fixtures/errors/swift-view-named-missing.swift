// layoutc: --view Profile
struct ContentView: View {
    var body: some View { Text("Main") }
}

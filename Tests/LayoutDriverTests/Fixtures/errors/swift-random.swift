struct ContentView: View {
    let names = ["Ada", "Grace", "Edsger"]
    var body: some View {
        Text(names.shuffled().first ?? "")
    }
}

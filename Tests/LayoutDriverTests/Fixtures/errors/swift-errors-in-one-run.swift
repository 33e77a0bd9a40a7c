struct ContentView: View {
    var body: some View {
        VStack {
            Text("a").padding((1, 2))
            Text("b").paddin(3)
            Image(#imageLiteral(resourceName: "photo"))
            Text("c").fooBar()
        }
    }
}

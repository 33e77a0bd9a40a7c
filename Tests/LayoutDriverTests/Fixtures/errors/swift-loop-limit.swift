func countUp() -> Int {
    var i = 0
    while i >= 0 { i += 1 }
    return i
}

struct ContentView: View {
    var body: some View {
        Text("\(countUp())")
    }
}

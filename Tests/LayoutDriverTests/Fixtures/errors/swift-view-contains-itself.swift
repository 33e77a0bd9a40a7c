struct Row: View {
    var body: some View {
        HStack { Text("a"); Detail() }
    }
}

struct Detail: View {
    var body: some View {
        VStack { Row() }
    }
}

#Preview { Row() }

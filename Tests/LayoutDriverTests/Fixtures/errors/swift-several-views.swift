import SwiftUI

struct Header: View {
    var body: some View { Text("Header") }
}

struct Footer: View {
    var body: some View { Text("Footer") }
}

// layoutc: --device iphone-se
// Contacts grouped by initial: `Dictionary(grouping: people) { String($0.lastName.prefix(1)) }`
// sorted by key and mapped into Identifiable section structs, nested `ForEach(sections)` and
// `ForEach(section.people)` inside `Section { } header: { }`, people sorted by `lastName`, names
// drawn with `Text(person.firstName + " ") + Text(person.lastName).bold()`, an optional phone
// number tested with `== nil`, and a #Preview with sample data.
// expect: list 0 126 375 541
// expect: Hamilton 32 197.5 311 20.5
// expect: Hopper 32 249.5 311 20.5
// expect: Johnson 32 359.5 311 20.5
// expect: header-T 32 543 11 20.5
// Reworked after the iOS 26 list fit (layoutc(1) CONTROL METRICS): a later titled section header
// has 20 above its line (was 25) and rows have 15.75 above and below their content (was 16 and
// 15.5), so frames below a later header are 5 higher and row content 0.25 higher, on the pixel grid.
// Worked (iPhone SE: 375x667 @2x, safe area 20 top, none below): lines are 20.5 high at 2x. The
// navigation bar with its large title takes 54 + 52 below the top inset, so the list fills 126 to
// 667: 375 x 541. Sections are sorted: H (Hamilton, Hopper), J, L, T. Each header is a headline
// line 35 below the list's top for the first section (161), and for later ones 17.5 below the card
// before plus 25 above the line. Cards are 16 in; rows are a 20.5 line + 16 + 15.5 = 52, their
// content 16 further in (x 32) and 311 wide (an HStack with a Spacer). H: header 161, card from
// 181.5, Hamilton's row content at 197.5, Hopper's 52 lower at 249.5, card ends 285.5. J: header
// 285.5 + 42.5 = 328, card 348.5, Johnson at 364.5, card ends 400.5. L: header 443, card 463.5 to
// 515.5. T: header 558 ("T" in headline is 11 wide).
import SwiftUI

struct Person: Identifiable {
    let id = UUID()
    let firstName: String
    let lastName: String
    var phone: String? = nil
}

struct ContactSection: Identifiable {
    let letter: String
    let people: [Person]
    var id: String { letter }
}

struct ContactsView: View {
    let people: [Person]

    private var sections: [ContactSection] {
        Dictionary(grouping: people) { String($0.lastName.prefix(1)) }
            .sorted { $0.key < $1.key }
            .map { ContactSection(letter: $0.key, people: $0.value.sorted { $0.lastName < $1.lastName }) }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(sections) { section in
                    Section {
                        ForEach(section.people) { person in
                            PersonRow(person: person).id(person.lastName)
                        }
                    } header: {
                        Text(section.letter).id("header-\(section.letter)")
                    }
                }
            }
            .id("list")
            .navigationTitle("Contacts")
        }
    }
}

struct PersonRow: View {
    let person: Person

    var body: some View {
        HStack {
            Text(person.firstName + " ") + Text(person.lastName).bold()
            Spacer()
            if person.phone == nil {
                Image(systemName: "phone.badge.exclamationmark")
                    .foregroundStyle(.secondary)
                    .imageScale(.small)
            }
        }
    }
}

#Preview {
    ContactsView(people: [
        Person(firstName: "Ada", lastName: "Lovelace", phone: "555-0101"),
        Person(firstName: "Alan", lastName: "Turing", phone: "555-0102"),
        Person(firstName: "Grace", lastName: "Hopper", phone: "555-0103"),
        Person(firstName: "Katherine", lastName: "Johnson", phone: "555-0104"),
        Person(firstName: "Linus", lastName: "Torvalds"),
        Person(firstName: "Margaret", lastName: "Hamilton", phone: "555-0106"),
    ])
}

// Writes server/auth/common-passwords.txt: passwords that are too easy to guess, refused at sign-up and reset.
//
// Honest note on where the list comes from: this machine has no internet, so it is NOT a copy of a breach corpus
// (such as the top lists built from HaveIBeenPwned or RockYou). It is made of the passwords every published "most
// common" list opens with, written down from memory, plus the patterns those lists are full of: dictionary words and
// first names followed by the usual digits, years and symbols, digit runs, keyboard walks, leetspeak of "password",
// and words about this very site (NIST 800-63B asks to refuse the service's own name). Only entries of at least
// 8 characters are kept, because shorter ones are already refused by the length rule. Regenerate with
// `node scripts/generate-common-passwords.mjs`; replace it with a real breach list when one can be downloaded.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const MIN_LENGTH = 8;

// The heads of the widely published common-password lists.
const famous = `123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123 football
monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael 654321 superman 1qaz2wsx 7777777
121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm asdfgh hunter buster soccer harley batman andrew tigger
sunshine iloveyou 2000 charlie robert thomas hockey ranger daniel starwars klaster 112233 george computer michelle jessica
pepper 1111 zxcvbn 555555 11111111 131313 freedom 777777 pass maggie 159753 aaaaaa ginger princess joshua cheese amanda
summer love ashley nicole chelsea biteme matthew access yankees 987654321 dallas austin thunder taylor matrix welcome
passw0rd admin login solo whatever donald changeme secret letmein1 welcome1 password1 password12 password123 password1234
qwerty123 qwerty12 qwerty1 1q2w3e4r 1q2w3e4r5t 1q2w3e 1q2w3e4r5t6y zaq12wsx zaq1zaq1 qazwsxedc qweasdzxc q1w2e3r4 q1w2e3r4t5
asdfghjkl asdfghjk qwertyui zxcvbnm1 1qazxsw2 !qaz2wsx 1qaz!qaz qwer1234 asdf1234 zxcv1234 abcd1234 abc12345 abcdefgh
abcdefg1 a1b2c3d4 aa123456 aaaaaaaa 11223344 12341234 12344321 12121212 123123123 123654789 147258369 159357456 741852963
789456123 963852741 987654321 98765432 87654321 01234567 0123456789 11112222 11110000 00000000 99999999 88888888 22222222
33333333 44444444 55555555 66666666 77777777 12345678910 iloveyou1 iloveyou2 iloveyou! iloveu123 ihateyou imissyou
loveyou1 lovelove 1loveyou princess1 sunshine1 football1 baseball1 superman1 starwars1 trustno1! monkey123 dragon123
letmein123 welcome123 welcome2 admin123 admin1234 administrator root1234 toor1234 test1234 testtest tester123 guest123
default1 changeme1 changeme123 master123 secret123 mypassword yourpassword nopassword password! password!1 password2
password3 passpass passwort motdepasse contrasena senha123 wachtwoord salasana hello123 hello1234 helloworld hellohello
whatever1 nothing1 qwertyuiop1 zxcvbnm123 asdfghjkl1 q1w2e3r4t5y6 1a2b3c4d 1234qwer qwer4321 1234abcd 4321abcd abcd4321
pokemon1 pokemon123 minecraft minecraft1 fortnite fortnite1 roblox123 blink182 metallica slipknot nirvana1 linkinpark
blink1822 myspace1 facebook1 facebook google123 youtube1 twitter1 instagram linkedin iphone123 samsung1 apple123
baseball12 football12 soccer123 hockey123 basketball basketball1 volleyball softball1 cheerleader superstar1 rockstar1
chocolate chocolate1 butterfly butterfly1 cookie123 sweetheart sweetie1 sweetpea cupcake1 cottoncandy candy123 candyland
bubblegum lollipop1 rainbow1 rainbow123 unicorn1 unicorn123 sparkle1 glitter1 sprinkles marshmallow jellybean
everything 1234567a 12345qwert qwert12345 1q2w3e4r5 zaq1xsw2 q2w3e4r5 xsw21qaz 2wsx3edc 3edc4rfv 1qaz2wsx3edc
qazxswedc mnbvcxz1 poiuytrewq lkjhgfdsa 0987654321 9876543210 1029384756 trustme1 letmein2 opensesame openup123
jesus123 jesuschrist blessed1 godisgood angel123 angels12 heaven123 praise123 faithful freedom1 liberty1 america1
newyork1 chicago1 atlanta1 atlanta123 georgia1 texas123 california florida1 london123 paris123 toronto1
computer1 internet1 security1 welcome01 access14 ncc1701 thx1138 batman123 spiderman ironman1 captain1 avengers
pa55word pa55w0rd p4ssword p4ssw0rd p@ssword p@ssw0rd p@55w0rd passw0rd1 passw0rd! pa$$word pa$$w0rd passwd123
qwerty!@# !@#$%^&* 1!2@3#4$ !qaz@wsx #edc4rfv 1qaz@wsx qwerty1! 1234!@#$ 12345!@# asdf!@#$`;

// Common English words and first names that lists show with digits after them.
const words = `love baby angel princess sunshine shadow master dragon monkey michael jessica ashley daniel jordan hunter
tigger buster soccer harley batman andrew charlie robert thomas hockey ranger george pepper maggie ginger joshua cheese
amanda summer nicole chelsea matthew yankees dallas austin thunder taylor matrix welcome freedom computer michelle
jennifer superman football baseball starwars mustang killer trustno letmein whatever qwerty password secret flower
purple orange yellow silver golden diamond crystal ginger banana cherry apple lemon coffee cookie candy sugar honey
sweet cotton fluffy bubbles kitten kitty puppy doggy tiger lion bear eagle falcon panther wolf phoenix lucky happy
smile sunny rainbow butterfly chocolate vanilla strawberry cupcake lollipop unicorn mermaid fairy magic wizard ninja
pirate rocket racing player gamer winner champion legend hero heart forever family friend friends mother father
mommy daddy sister brother jesus christ blessed heaven angel1 faith hope grace peace music guitar piano dancer
singer summer winter spring autumn monday friday sunday january february march april june july august october
november december london paris berlin madrid tokyo atlanta georgia texas florida boston miami chicago denver
seattle houston phoenix detroit brandon justin tyler kevin jason brian james john david richard joseph charles
william chris steven mark paul ryan eric adam nathan kyle aaron jacob ethan noah logan lucas mason liam oliver
elijah aiden jackson sophia olivia emma ava isabella mia abigail emily madison elizabeth chloe ella grace lily
hannah samantha sarah lauren alyssa anna natalie brianna kayla rachel megan rebecca stephanie heather amber
melissa danielle crystal tiffany brittany courtney kimberly andrea alexis victoria destiny jasmine morgan
monica vanessa veronica brittney alexander benjamin christopher jonathan matthew nicholas anthony dylan zachary
cameron gabriel samuel caleb connor isaiah evan hayden jordan carlos juan jose luis miguel antonio pedro maria
carmen rosa ana lucia sofia valentina camila martina marco luca giulia mario peter hans anna klaus
mickey minnie snoopy garfield pikachu pokemon naruto goku sasuke hello kitty barbie elmo dora bluey peppa
fortnite minecraft roblox zelda mario sonic xbox playstation nintendo gameboy halo fifa madden
cowboys steelers packers patriots eagles lakers bulls yankees redsox braves falcons hawks united arsenal
chelsea liverpool barcelona madrid juventus ferrari porsche mercedes corvette camaro mustang harley honda
toyota nissan yamaha ducati hotdog pizza burger bacon cheese pickle potato tomato cheeseburger
drip dripcandy dripcottoncandy cottoncandy fluff fluffy spinner sugarrush candyfloss fairyfloss`;

const suffixes = ['', '1', '2', '11', '12', '13', '21', '22', '23', '69', '99', '00', '01', '007', '123', '1234', '12345', '!', '1!', '123!'];
const years = [];
for (let year = 1990; year <= 2026; year += 1) years.push(String(year));
const shortYears = ['88', '89', '90', '95', '98', '10', '14', '15', '16', '18', '19', '20', '24', '25'];

const set = new Set();
const add = (candidate) => {
  const value = candidate.toLowerCase();
  if (value.length >= MIN_LENGTH) set.add(value);
};

for (const entry of famous.split(/\s+/).filter(Boolean)) add(entry);

const wordList = [...new Set(words.split(/\s+/).filter(Boolean))];
for (const word of wordList) {
  for (const suffix of suffixes) add(word + suffix);
  for (const year of years) add(word + year);
  for (const year of shortYears) add(word + year);
  add(word + word);
  add('i' + 'love' + word);
  add('ilove' + word + '1');
  add('my' + word);
  add('my' + word + '1');
  add(word + 'lover');
  add('the' + word);
  add('1' + word);
}

// Runs of one digit or one letter, and short digit patterns repeated to 8-16 characters.
for (let length = MIN_LENGTH; length <= 16; length += 1) {
  for (const unit of ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'a', 'b', 'x', 'z', 'q', 'w']) add(unit.repeat(length));
  for (const unit of ['12', '123', '1234', '12345', 'ab', 'abc', 'abcd', 'qwe', 'asd', 'zxc', '69', '007', '321', '4321', '01', '10', '13', '21', '99']) {
    add(unit.repeat(Math.ceil(length / unit.length)).slice(0, length));
  }
}
// Ascending and descending digit runs of every length from 8, from every start.
const ascending = '01234567890123456789';
const descending = '98765432109876543210';
for (let length = MIN_LENGTH; length <= 12; length += 1) {
  for (let start = 0; start < 10; start += 1) {
    add(ascending.slice(start, start + length));
    add(descending.slice(start, start + length));
  }
}
// Keyboard rows and their common walks, from every start, 8 to the row's length.
const rows = [
  '1234567890',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  '1qaz2wsx3edc4rfv5tgb6yhn',
  'qazwsxedcrfvtgbyhnujm',
  '1q2w3e4r5t6y7u8i9o0p',
  'q1w2e3r4t5y6u7i8o9p0',
  'zaq1xsw2cde3vfr4',
  'poiuytrewq',
  'lkjhgfdsa',
  'mnbvcxz',
  '0987654321',
];
for (const row of rows) {
  for (let start = 0; start < row.length; start += 1) {
    for (let end = start + MIN_LENGTH; end <= row.length; end += 1) add(row.slice(start, end));
  }
  add(row + '1');
  add(row + '123');
  add(row + '!');
}
// Dates people use: mmddyyyy and ddmmyyyy of the first of every month and common birthdays are too many to list;
// whole years written twice and "password" with years are the ones lists show.
for (const year of years) {
  add(year + year);
  add('password' + year);
  add('pass' + year);
  add('welcome' + year);
  add('summer' + year);
  add('winter' + year);
  add('spring' + year);
  add('autumn' + year);
  add('fall' + year);
}

const list = [...set].sort();
const target = path.resolve(import.meta.dirname, '../server/auth/common-passwords.txt');
writeFileSync(target, list.join('\n') + '\n');
console.log(`Wrote ${list.length} passwords to ${path.relative(process.cwd(), target)}`);

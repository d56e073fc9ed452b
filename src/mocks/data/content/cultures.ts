import type { NATIONALITIES } from '../../../contract/choices';

/** A member's background: one of the signup nationalities, or American (nationality null). */
export type Heritage = Exclude<(typeof NATIONALITIES)[number], 'Other'> | 'American';

/**
 * What the seeded texts need to sound like a person from somewhere: names that fit, the places
 * they talk about, what they cook, the holiday they miss, a word they like to teach.
 */
export type Culture = {
  country: string;
  /** The language they grew up with, as said in a sentence. */
  motherTongue: string;
  /**
   * Profile languages, the first spoken at home: the profile-setup choices where they have it,
   * the language's own name otherwise (a profile that says "Other" reads like a form, not a person).
   */
  languages: string[];
  names: {
    female: string[];
    male: string[];
    /** Family names as a man carries them; `feminine` gives a woman's form where it differs. */
    family: string[];
    feminine?: (family: string) => string;
  };
  hometowns: string[];
  dishes: string[];
  festival: string;
  /** Completes "I still …". */
  tradition: string;
  word: { text: string; meaning: string };
  greeting: string;
};

export const CULTURES: Record<Heritage, Culture> = {
  American: {
    country: 'the US',
    motherTongue: 'English',
    languages: ['English', 'Spanish'],
    names: {
      female: ['Emily', 'Lauren', 'Aaliyah', 'Megan', 'Brianna', 'Rachel', 'Jasmine', 'Kayla'],
      male: ['Tyler', 'Marcus', 'Ethan', 'Jordan', 'Caleb', 'Andre', 'Ryan', 'Derek'],
      family: ['Johnson', 'Brooks', 'Nguyen', 'Sullivan', 'Coleman', 'Reyes', 'Bennett', 'Kim'],
    },
    hometowns: ['Tulsa', 'Sacramento', 'Pittsburgh', 'Albuquerque', 'Madison', 'Savannah'],
    dishes: ['mac and cheese', 'brisket', 'cornbread', 'apple pie'],
    festival: 'Thanksgiving',
    tradition: 'host a Thanksgiving for everyone who cannot fly home',
    word: { text: 'y’all', meaning: 'you, all of you, warmly' },
    greeting: 'Hey',
  },
  Brazilian: {
    country: 'Brazil',
    motherTongue: 'Portuguese',
    languages: ['Portuguese', 'English', 'Spanish'],
    names: {
      female: ['Ana', 'Beatriz', 'Larissa', 'Camila', 'Juliana', 'Mariana'],
      male: ['Thiago', 'Rafael', 'Lucas', 'Gustavo', 'Felipe', 'Bruno'],
      family: ['Silva', 'Oliveira', 'Santos', 'Costa', 'Almeida', 'Ferreira'],
    },
    hometowns: ['Salvador', 'Recife', 'Curitiba', 'Belo Horizonte'],
    dishes: ['feijoada', 'pão de queijo', 'brigadeiros', 'moqueca'],
    festival: 'Festa Junina',
    tradition: 'make brigadeiros for every birthday, mine or not',
    word: { text: 'saudade', meaning: 'missing someone so much it is almost sweet' },
    greeting: 'Oi',
  },
  Mexican: {
    country: 'Mexico',
    motherTongue: 'Spanish',
    languages: ['Spanish', 'English'],
    names: {
      female: ['Valeria', 'Ximena', 'Daniela', 'Lucía', 'Fernanda', 'Regina'],
      male: ['Diego', 'Emiliano', 'Santiago', 'Mateo', 'Alejandro', 'Rodrigo'],
      family: ['Hernández', 'García', 'Ramírez', 'Flores', 'Morales', 'Castillo'],
    },
    hometowns: ['Guadalajara', 'Puebla', 'Oaxaca', 'Monterrey'],
    dishes: ['tamales', 'pozole', 'mole poblano', 'chilaquiles'],
    festival: 'Día de Muertos',
    tradition: 'build an ofrenda for my grandparents every November',
    word: { text: 'sobremesa', meaning: 'the long talk at the table after the meal is over' },
    greeting: 'Hola',
  },
  Indian: {
    country: 'India',
    motherTongue: 'Hindi',
    languages: ['Hindi', 'English'],
    names: {
      female: ['Priya', 'Ananya', 'Kavya', 'Meera', 'Ishita', 'Nisha'],
      male: ['Arjun', 'Rohan', 'Vikram', 'Aditya', 'Kabir', 'Nikhil'],
      family: ['Sharma', 'Iyer', 'Patel', 'Reddy', 'Kapoor', 'Menon'],
    },
    hometowns: ['Pune', 'Chennai', 'Jaipur', 'Kochi'],
    dishes: ['masala dosa', 'biryani', 'pani puri', 'gulab jamun'],
    festival: 'Diwali',
    tradition: 'light diyas on my balcony at Diwali',
    word: { text: 'jugaad', meaning: 'a clever fix made from whatever is at hand' },
    greeting: 'Namaste',
  },
  Chinese: {
    country: 'China',
    motherTongue: 'Mandarin',
    languages: ['Mandarin', 'English'],
    names: {
      female: ['Mei', 'Xinyi', 'Lin', 'Yuqi', 'Jing', 'Shu'],
      male: ['Wei', 'Hao', 'Jun', 'Zhiyuan', 'Chen', 'Tao'],
      family: ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Zhou'],
    },
    hometowns: ['Chengdu', 'Xi’an', 'Hangzhou', 'Guangzhou'],
    dishes: ['dumplings', 'hot pot', 'mapo tofu', 'mooncakes'],
    festival: 'Lunar New Year',
    tradition: 'call home at midnight on Lunar New Year, whatever the time difference',
    word: { text: 'rènao', meaning: 'the happy noise of a crowded, lively place' },
    greeting: 'Nǐ hǎo',
  },
  German: {
    country: 'Germany',
    motherTongue: 'German',
    languages: ['German', 'English', 'French'],
    names: {
      female: ['Lena', 'Hannah', 'Katharina', 'Lea', 'Sophie', 'Johanna'],
      male: ['Jonas', 'Lukas', 'Felix', 'Maximilian', 'Tobias', 'Niklas'],
      family: ['Müller', 'Schneider', 'Becker', 'Hoffmann', 'Wagner', 'Schulz'],
    },
    hometowns: ['Hamburg', 'Leipzig', 'Freiburg', 'Cologne'],
    dishes: ['Käsespätzle', 'pretzels', 'Stollen', 'Flammkuchen'],
    festival: 'Advent',
    tradition: 'bake Stollen in December and give most of it away',
    word: { text: 'Feierabend', meaning: 'the moment the working day is properly over' },
    greeting: 'Hallo',
  },
  French: {
    country: 'France',
    motherTongue: 'French',
    languages: ['French', 'English', 'Italian'],
    names: {
      female: ['Camille', 'Chloé', 'Manon', 'Élise', 'Juliette', 'Inès'],
      male: ['Louis', 'Hugo', 'Théo', 'Antoine', 'Julien', 'Mathis'],
      family: ['Martin', 'Bernard', 'Dubois', 'Lefèvre', 'Moreau', 'Girard'],
    },
    hometowns: ['Lyon', 'Nantes', 'Marseille', 'Lille'],
    dishes: ['crêpes', 'galette des rois', 'coq au vin', 'ratatouille'],
    festival: 'réveillon',
    tradition: 'hide a bean in a galette des rois every January',
    word: { text: 'dépaysement', meaning: 'the dizzy feeling of being out of your element abroad' },
    greeting: 'Salut',
  },
  Italian: {
    country: 'Italy',
    motherTongue: 'Italian',
    languages: ['Italian', 'English'],
    names: {
      female: ['Giulia', 'Chiara', 'Francesca', 'Sara', 'Alessia', 'Martina'],
      male: ['Matteo', 'Lorenzo', 'Davide', 'Marco', 'Riccardo', 'Andrea'],
      family: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Romano', 'Colombo'],
    },
    hometowns: ['Bologna', 'Naples', 'Turin', 'Palermo'],
    dishes: ['ragù', 'fresh pasta', 'arancini', 'tiramisu'],
    festival: 'Ferragosto',
    tradition: 'make my nonna’s ragù on Sundays, slowly',
    word: { text: 'abbiocco', meaning: 'the drowsiness after a big family lunch' },
    greeting: 'Ciao',
  },
  Japanese: {
    country: 'Japan',
    motherTongue: 'Japanese',
    languages: ['Japanese', 'English'],
    names: {
      female: ['Yuki', 'Haruka', 'Aoi', 'Sakura', 'Mio', 'Rina'],
      male: ['Haruto', 'Kenji', 'Ren', 'Daiki', 'Sora', 'Takumi'],
      family: ['Tanaka', 'Suzuki', 'Sato', 'Watanabe', 'Nakamura', 'Kobayashi'],
    },
    hometowns: ['Osaka', 'Fukuoka', 'Sapporo', 'Kyoto'],
    dishes: ['okonomiyaki', 'ramen', 'onigiri', 'mochi'],
    festival: 'Obon',
    tradition: 'eat soba on New Year’s Eve for a long life',
    word: { text: 'itadakimasu', meaning: 'a thank-you said before the first bite' },
    greeting: 'Konnichiwa',
  },
  Korean: {
    country: 'Korea',
    motherTongue: 'Korean',
    languages: ['Korean', 'English', 'Japanese'],
    names: {
      female: ['Jiwoo', 'Seoyeon', 'Minji', 'Hayoon', 'Yuna', 'Soojin'],
      male: ['Minjun', 'Jihoon', 'Seojun', 'Dohyun', 'Hyunwoo', 'Taeyang'],
      family: ['Kim', 'Park', 'Lee', 'Choi', 'Jung', 'Kang'],
    },
    hometowns: ['Busan', 'Daegu', 'Incheon', 'Gwangju'],
    dishes: ['kimchi jjigae', 'bibimbap', 'tteokbokki', 'japchae'],
    festival: 'Chuseok',
    tradition: 'make songpyeon with friends at Chuseok',
    word: { text: 'jeong', meaning: 'the quiet affection that grows between people over time' },
    greeting: 'Annyeong',
  },
  Russian: {
    country: 'Russia',
    motherTongue: 'Russian',
    languages: ['Russian', 'English'],
    names: {
      female: ['Anastasia', 'Daria', 'Polina', 'Ksenia', 'Alina', 'Vera'],
      male: ['Dmitri', 'Alexei', 'Ivan', 'Nikita', 'Pavel', 'Artem'],
      family: ['Ivanov', 'Smirnov', 'Volkov', 'Petrov', 'Sokolov', 'Morozov'],
      feminine: (family) => `${family}a`,
    },
    hometowns: ['St Petersburg', 'Kazan', 'Novosibirsk', 'Yekaterinburg'],
    dishes: ['blini', 'pelmeni', 'borscht', 'syrniki'],
    festival: 'Maslenitsa',
    tradition: 'make blini every day of Maslenitsa week',
    word: { text: 'davai', meaning: 'come on, let’s do it' },
    greeting: 'Privet',
  },
  Canadian: {
    country: 'Canada',
    motherTongue: 'English',
    languages: ['English', 'French'],
    names: {
      female: ['Chloe', 'Maude', 'Emma', 'Olivia', 'Gabrielle', 'Avery'],
      male: ['Liam', 'Étienne', 'Owen', 'Noah', 'Mathieu', 'Connor'],
      family: ['Tremblay', 'Gagnon', 'MacDonald', 'Roy', 'Campbell', 'Bouchard'],
    },
    hometowns: ['Montreal', 'Halifax', 'Winnipeg', 'Vancouver'],
    dishes: ['poutine', 'butter tarts', 'tourtière', 'Nanaimo bars'],
    festival: 'Canada Day',
    tradition: 'defend real maple syrup to anyone who will listen',
    word: { text: 'toque', meaning: 'a knitted winter hat, never called a beanie' },
    greeting: 'Hey',
  },
  British: {
    country: 'the UK',
    motherTongue: 'English',
    languages: ['English', 'Spanish'],
    names: {
      female: ['Amelia', 'Isla', 'Freya', 'Poppy', 'Imogen', 'Harriet'],
      male: ['Oliver', 'Harry', 'George', 'Alfie', 'Callum', 'Rhys'],
      family: ['Taylor', 'Evans', 'Hughes', 'Walker', 'Wright', 'Thompson'],
    },
    hometowns: ['Manchester', 'Leeds', 'Bristol', 'Glasgow'],
    dishes: ['Sunday roast', 'scones', 'fish and chips', 'sticky toffee pudding'],
    festival: 'Bonfire Night',
    tradition: 'insist on a proper roast on Sundays',
    word: { text: 'chuffed', meaning: 'really, quietly pleased' },
    greeting: 'Hiya',
  },
  Australian: {
    country: 'Australia',
    motherTongue: 'English',
    languages: ['English', 'Japanese'],
    names: {
      female: ['Matilda', 'Charlotte', 'Ruby', 'Zoe', 'Georgia', 'Sienna'],
      male: ['Jack', 'Lachlan', 'Cooper', 'Hamish', 'Riley', 'Flynn'],
      family: ['Smith', 'Kelly', 'Mitchell', 'Murphy', 'O’Brien', 'Nguyen'],
    },
    hometowns: ['Melbourne', 'Brisbane', 'Perth', 'Adelaide'],
    dishes: ['pavlova', 'meat pies', 'lamingtons', 'Anzac biscuits'],
    festival: 'Christmas on the beach',
    tradition: 'have a barbecue on Christmas Day, snow or not',
    word: { text: 'arvo', meaning: 'the afternoon' },
    greeting: 'G’day',
  },
  Spanish: {
    country: 'Spain',
    motherTongue: 'Spanish',
    languages: ['Spanish', 'English', 'Portuguese'],
    names: {
      female: ['Lucía', 'Carmen', 'Paula', 'Alba', 'Marta', 'Nerea'],
      male: ['Pablo', 'Javier', 'Sergio', 'Álvaro', 'Adrián', 'Hugo'],
      family: ['Fernández', 'López', 'Martínez', 'Sánchez', 'Navarro', 'Ortega'],
    },
    hometowns: ['Valencia', 'Seville', 'Bilbao', 'Granada'],
    dishes: ['paella', 'tortilla de patatas', 'croquetas', 'churros'],
    festival: 'Las Fallas',
    tradition: 'eat twelve grapes at midnight on New Year’s Eve',
    word: { text: 'madrugada', meaning: 'the small hours after midnight, when the night is young' },
    greeting: 'Hola',
  },
  Portuguese: {
    country: 'Portugal',
    motherTongue: 'Portuguese',
    languages: ['Portuguese', 'English', 'Spanish'],
    names: {
      female: ['Inês', 'Leonor', 'Matilde', 'Carolina', 'Rita', 'Joana'],
      male: ['João', 'Tiago', 'Duarte', 'Rodrigo', 'Miguel', 'Gonçalo'],
      family: ['Pereira', 'Sousa', 'Carvalho', 'Rodrigues', 'Martins', 'Gomes'],
    },
    hometowns: ['Porto', 'Coimbra', 'Braga', 'Faro'],
    dishes: ['pastéis de nata', 'grilled sardines', 'caldo verde', 'bacalhau à Brás'],
    festival: 'the Santos Populares',
    tradition: 'grill sardines in June for Santo António',
    word: { text: 'desenrascanço', meaning: 'improvising your way out of trouble, with style' },
    greeting: 'Olá',
  },
  Dutch: {
    country: 'the Netherlands',
    motherTongue: 'Dutch',
    languages: ['Dutch', 'English', 'German'],
    names: {
      female: ['Sanne', 'Fleur', 'Lotte', 'Anouk', 'Femke', 'Noor'],
      male: ['Daan', 'Bram', 'Sem', 'Jesse', 'Thijs', 'Ruben'],
      family: ['de Jong', 'Jansen', 'Visser', 'Bakker', 'van Dijk', 'Smit'],
    },
    hometowns: ['Utrecht', 'Rotterdam', 'Groningen', 'Haarlem'],
    dishes: ['stroopwafels', 'bitterballen', 'stamppot', 'poffertjes'],
    festival: 'King’s Day',
    tradition: 'wear something orange on King’s Day',
    word: { text: 'gezellig', meaning: 'cosy, warm and among friends' },
    greeting: 'Hoi',
  },
  Swedish: {
    country: 'Sweden',
    motherTongue: 'Swedish',
    languages: ['Swedish', 'English'],
    names: {
      female: ['Elsa', 'Astrid', 'Maja', 'Ebba', 'Linnea', 'Saga'],
      male: ['Erik', 'Oskar', 'Axel', 'Nils', 'Viktor', 'Emil'],
      family: ['Andersson', 'Lindqvist', 'Nilsson', 'Berg', 'Lund', 'Holm'],
    },
    hometowns: ['Gothenburg', 'Malmö', 'Uppsala', 'Umeå'],
    dishes: ['cinnamon buns', 'meatballs with lingonberries', 'gravlax', 'semlor'],
    festival: 'Midsummer',
    tradition: 'take a fika break at three, every single day',
    word: { text: 'lagom', meaning: 'just the right amount' },
    greeting: 'Hej',
  },
  Norwegian: {
    country: 'Norway',
    motherTongue: 'Norwegian',
    languages: ['Norwegian', 'English', 'Swedish'],
    names: {
      female: ['Ingrid', 'Nora', 'Sigrid', 'Thea', 'Ida', 'Kari'],
      male: ['Magnus', 'Henrik', 'Sindre', 'Jakob', 'Eirik', 'Håkon'],
      family: ['Hansen', 'Johansen', 'Olsen', 'Berge', 'Solberg', 'Haugen'],
    },
    hometowns: ['Bergen', 'Trondheim', 'Stavanger', 'Tromsø'],
    dishes: ['brown cheese on waffles', 'fårikål', 'lefse', 'fish soup'],
    festival: 'the 17th of May',
    tradition: 'wear my bunad on the 17th of May',
    word: { text: 'koselig', meaning: 'candles, wool socks and good company' },
    greeting: 'Hei',
  },
  Polish: {
    country: 'Poland',
    motherTongue: 'Polish',
    languages: ['Polish', 'English', 'German'],
    names: {
      female: ['Zofia', 'Agnieszka', 'Magda', 'Kasia', 'Ola', 'Weronika'],
      male: ['Jakub', 'Kacper', 'Piotr', 'Tomasz', 'Michał', 'Bartek'],
      family: ['Nowak', 'Kowalski', 'Wiśniewski', 'Zieliński', 'Wójcik', 'Kamiński'],
      feminine: (family) => family.replace(/ski$/, 'ska'),
    },
    hometowns: ['Kraków', 'Gdańsk', 'Wrocław', 'Poznań'],
    dishes: ['pierogi', 'żurek', 'bigos', 'pączki'],
    festival: 'Wigilia',
    tradition: 'leave an empty seat at the Wigilia table for an unexpected guest',
    word: { text: 'na zdrowie', meaning: 'to your health' },
    greeting: 'Cześć',
  },
  Turkish: {
    country: 'Türkiye',
    motherTongue: 'Turkish',
    languages: ['Turkish', 'English', 'German'],
    names: {
      female: ['Elif', 'Zeynep', 'Defne', 'Ece', 'Selin', 'Ayşe'],
      male: ['Emre', 'Can', 'Burak', 'Mert', 'Deniz', 'Kerem'],
      family: ['Yılmaz', 'Demir', 'Kaya', 'Şahin', 'Aydın', 'Öztürk'],
    },
    hometowns: ['Izmir', 'Istanbul', 'Antalya', 'Bursa'],
    dishes: ['menemen', 'lahmacun', 'baklava', 'simit'],
    festival: 'Ramazan Bayramı',
    tradition: 'brew tea the slow way, in a two-tier pot',
    word: { text: 'afiyet olsun', meaning: 'may it be good for you, said over every meal' },
    greeting: 'Merhaba',
  },
  Egyptian: {
    country: 'Egypt',
    motherTongue: 'Arabic',
    languages: ['Arabic', 'English', 'French'],
    names: {
      female: ['Nour', 'Salma', 'Yasmin', 'Farida', 'Mariam', 'Laila'],
      male: ['Omar', 'Karim', 'Youssef', 'Ahmed', 'Mostafa', 'Hassan'],
      family: ['Mansour', 'Hassan', 'El-Sayed', 'Farouk', 'Nasser', 'Khalil'],
    },
    hometowns: ['Alexandria', 'Cairo', 'Luxor', 'Port Said'],
    dishes: ['koshari', 'ful medames', 'molokhia', 'kahk'],
    festival: 'Sham el-Nessim',
    tradition: 'make kahk for Eid with my sisters over a video call',
    word: { text: 'yalla', meaning: 'come on, let’s go' },
    greeting: 'Ahlan',
  },
  Nigerian: {
    country: 'Nigeria',
    motherTongue: 'Yoruba',
    languages: ['English', 'Yoruba', 'French'],
    names: {
      female: ['Adaeze', 'Funmilayo', 'Chiamaka', 'Temi', 'Ngozi', 'Bisola'],
      male: ['Chinedu', 'Tunde', 'Emeka', 'Segun', 'Obinna', 'Femi'],
      family: ['Adeyemi', 'Okafor', 'Balogun', 'Eze', 'Olawale', 'Nwosu'],
    },
    hometowns: ['Lagos', 'Ibadan', 'Abuja', 'Enugu'],
    dishes: ['jollof rice', 'suya', 'egusi soup', 'puff-puff'],
    festival: 'the New Yam Festival',
    tradition: 'cook jollof for every party and argue about whose is best',
    word: { text: 'wahala', meaning: 'trouble, fuss, drama' },
    greeting: 'Bawo',
  },
};

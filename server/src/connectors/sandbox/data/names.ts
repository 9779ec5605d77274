// Name pools and job vocabulary for the sandbox generator. Deliberately broad in origin; ethnicity is drawn
// independently of the name so the data never implies one from the other.

export const MALE_FIRST_NAMES = [
  'James', 'Oliver', 'Liam', 'Noah', 'Ethan', 'Lucas', 'Mateo', 'Santiago', 'Diego', 'Carlos',
  'Miguel', 'Javier', 'Luis', 'Ahmed', 'Omar', 'Yusuf', 'Karim', 'Hassan', 'Tariq', 'Arjun',
  'Rohan', 'Vikram', 'Aditya', 'Rahul', 'Sanjay', 'Wei', 'Jun', 'Hao', 'Kenji', 'Haruto',
  'Takumi', 'Min-jun', 'Ji-ho', 'Duc', 'Minh', 'Kwame', 'Kofi', 'Chinedu', 'Oluwaseun', 'Tunde',
  'Thabo', 'Sipho', 'Tomasz', 'Piotr', 'Jakub', 'Mikhail', 'Dmitri', 'Lukas', 'Felix', 'Jonas',
  'Maximilian', 'Paul', 'Hugo', 'Louis', 'Antoine', 'Mathieu', 'Luca', 'Matteo', 'Giovanni', 'Sean',
  'Cian', 'Conor', 'Oisín', 'Rhys', 'Callum', 'Ewan', 'Finn', 'Jack', 'Harry', 'George',
  'Daniel', 'Samuel', 'Benjamin', 'Henry', 'Marcus', 'Andre', 'Malik', 'Jamal', 'Tane', 'Nikau',
  'Ari', 'Eitan', 'Mohammed', 'Emre', 'Can', 'Mehmet', 'Rafael', 'João', 'Pedro', 'Lars',
] as const;

export const FEMALE_FIRST_NAMES = [
  'Olivia', 'Emma', 'Amelia', 'Sophia', 'Isla', 'Ava', 'Mia', 'Charlotte', 'Grace', 'Chloe',
  'Sofía', 'Valentina', 'Camila', 'Lucía', 'Isabella', 'Gabriela', 'Fatima', 'Aisha', 'Layla', 'Yasmin',
  'Noor', 'Mariam', 'Priya', 'Ananya', 'Divya', 'Kavya', 'Meera', 'Sunita', 'Mei', 'Xin',
  'Xiu', 'Yuki', 'Sakura', 'Hana', 'Aiko', 'Seo-yeon', 'Ji-woo', 'Linh', 'Thu', 'Ama',
  'Abena', 'Adaeze', 'Ngozi', 'Folake', 'Zanele', 'Nomvula', 'Agnieszka', 'Katarzyna', 'Zofia', 'Anastasia',
  'Olga', 'Hannah', 'Lena', 'Leonie', 'Marie', 'Clara', 'Camille', 'Léa', 'Manon', 'Chiara',
  'Giulia', 'Francesca', 'Aoife', 'Niamh', 'Siobhán', 'Saoirse', 'Ciara', 'Caitlin', 'Eilidh', 'Freya',
  'Poppy', 'Ruby', 'Evelyn', 'Harper', 'Zoe', 'Naomi', 'Imani', 'Keisha', 'Aroha', 'Mere',
  'Tamar', 'Yael', 'Elif', 'Zeynep', 'Ayşe', 'Beatriz', 'Inês', 'Mariana', 'Ingrid', 'Astrid',
] as const;

/** Used mostly for people whose gender is not specified. */
export const NEUTRAL_FIRST_NAMES = [
  'Alex', 'Jordan', 'Taylor', 'Morgan', 'Casey', 'Riley', 'Avery', 'Quinn', 'Jamie', 'Robin',
  'Sam', 'Charlie', 'Skyler', 'Rowan', 'Sasha', 'Kai', 'Ellis', 'Remy', 'Reese', 'Emerson',
  'Drew', 'Hayden', 'Noa', 'Rin', 'Eden', 'Ash', 'Frankie', 'Jesse', 'Kendall', 'Marley',
] as const;

export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Taylor',
  'Thomas', 'Moore', 'Martin', 'Jackson', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Walker',
  'Young', 'Allen', 'King', 'Wright', 'Scott', 'Green', 'Baker', 'Adams', 'Nelson', 'Hill',
  'García', 'Rodríguez', 'Martínez', 'Hernández', 'López', 'González', 'Pérez', 'Sánchez', 'Ramírez', 'Torres',
  'Flores', 'Rivera', 'Gómez', 'Díaz', 'Morales', 'Ortiz', 'Silva', 'Santos', 'Oliveira', 'Costa',
  'Patel', 'Shah', 'Singh', 'Kumar', 'Sharma', 'Gupta', 'Iyer', 'Reddy', 'Nair', 'Mehta',
  'Khan', 'Hussain', 'Ahmed', 'Ali', 'Rahman', 'Haddad', 'Nasser', 'Mansour', 'Chaudhry', 'Malik',
  'Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhou', 'Wu', 'Lin',
  'Kim', 'Park', 'Choi', 'Jung', 'Nguyen', 'Tran', 'Pham', 'Le', 'Tanaka', 'Suzuki',
  'Sato', 'Takahashi', 'Watanabe', 'Yamamoto', 'Okafor', 'Adeyemi', 'Mensah', 'Owusu', 'Nwosu', 'Balogun',
  'Dlamini', 'Ndlovu', 'Mokoena', 'Kowalski', 'Nowak', 'Wiśniewski', 'Ivanova', 'Petrov', 'Novak', 'Horvat',
  'Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Hoffmann', 'Schulz',
  'Dubois', 'Durand', 'Lefèvre', 'Moreau', 'Laurent', 'Simon', 'Michel', 'Bernard', 'Fontaine', 'Rousseau',
  'Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Murphy', 'Kelly', "O'Sullivan", 'Walsh',
  'Byrne', 'Ryan', "O'Brien", 'Doyle', 'McCarthy', 'Gallagher', 'Evans', 'Roberts', 'Hughes', 'Morgan',
  'MacDonald', 'Campbell', 'Stewart', 'Robertson', 'Ngata', 'Parata', 'Tamihana', 'Cohen', 'Levi', 'Friedman',
  'Yılmaz', 'Demir', 'Şahin', 'Andersen', 'Nielsen', 'Johansson', 'Larsen', 'Van der Berg', 'De Vries', 'Jansen',
] as const;

export interface Department {
  key: string;
  name: string;
  /** Title of the executive heading it (level 1 of the org tree). */
  executive: string;
  /** Title of a people manager below that. */
  manager: string;
  /** Individual contributor roles, each a ladder from junior to senior. */
  ladders: ReadonlyArray<readonly string[]>;
  teams: readonly string[];
  costCentre: string;
}

/** Title of every level-2 leader, with {team} replaced by the team name. */
export const HEAD_OF_TEAM = 'Head of {team}';

export const DEPARTMENTS: readonly Department[] = [
  {
    key: 'eng', name: 'Engineering', executive: 'Chief Technology Officer', manager: 'Engineering Manager',
    ladders: [
      ['Junior Software Engineer', 'Software Engineer', 'Senior Software Engineer', 'Staff Engineer'],
      ['Associate QA Engineer', 'QA Engineer', 'Senior QA Engineer'],
      ['Site Reliability Engineer', 'Senior Site Reliability Engineer'],
      ['Data Engineer', 'Senior Data Engineer'],
    ],
    teams: ['Platform', 'Payments', 'Integrations', 'Mobile', 'Infrastructure', 'Data', 'Security', 'Developer Experience', 'Web', 'Reliability'],
    costCentre: '1100',
  },
  {
    key: 'sales', name: 'Sales', executive: 'Chief Revenue Officer', manager: 'Sales Manager',
    ladders: [
      ['Sales Development Representative', 'Account Executive', 'Senior Account Executive', 'Enterprise Account Executive'],
      ['Sales Operations Analyst', 'Senior Sales Operations Analyst'],
      ['Solutions Consultant', 'Senior Solutions Consultant'],
    ],
    teams: ['EMEA Sales', 'North America Sales', 'APAC Sales', 'Mid-Market', 'Enterprise', 'Partnerships', 'Sales Operations', 'Inside Sales'],
    costCentre: '1200',
  },
  {
    key: 'cs', name: 'Customer Success', executive: 'VP Customer Success', manager: 'Support Team Lead',
    ladders: [
      ['Customer Support Specialist', 'Senior Customer Support Specialist'],
      ['Customer Success Manager', 'Senior Customer Success Manager'],
      ['Implementation Consultant', 'Senior Implementation Consultant'],
    ],
    teams: ['Support', 'Onboarding', 'Account Management', 'Technical Support', 'Customer Education', 'Renewals'],
    costCentre: '1300',
  },
  {
    key: 'product', name: 'Product', executive: 'Chief Product Officer', manager: 'Group Product Manager',
    ladders: [
      ['Associate Product Manager', 'Product Manager', 'Senior Product Manager'],
      ['Product Designer', 'Senior Product Designer', 'Lead Product Designer'],
      ['UX Researcher', 'Senior UX Researcher'],
    ],
    teams: ['Core Product', 'Design', 'Research', 'Growth', 'Product Analytics', 'Product Operations'],
    costCentre: '1400',
  },
  {
    key: 'marketing', name: 'Marketing', executive: 'Chief Marketing Officer', manager: 'Marketing Manager',
    ladders: [
      ['Marketing Coordinator', 'Marketing Specialist', 'Senior Marketing Specialist'],
      ['Content Writer', 'Content Strategist'],
      ['Performance Marketing Analyst', 'Senior Performance Marketing Analyst'],
    ],
    teams: ['Brand', 'Demand Generation', 'Content', 'Product Marketing', 'Events', 'Communications'],
    costCentre: '1500',
  },
  {
    key: 'finance', name: 'Finance', executive: 'Chief Financial Officer', manager: 'Finance Manager',
    ladders: [
      ['Accounts Assistant', 'Accountant', 'Senior Accountant'],
      ['Financial Analyst', 'Senior Financial Analyst'],
      ['Payroll Specialist', 'Senior Payroll Specialist'],
    ],
    teams: ['Accounting', 'FP&A', 'Payroll', 'Procurement', 'Tax', 'Treasury'],
    costCentre: '1600',
  },
  {
    key: 'people', name: 'People', executive: 'Chief People Officer', manager: 'People Partner Lead',
    ladders: [
      ['People Coordinator', 'People Partner', 'Senior People Partner'],
      ['Recruiter', 'Senior Recruiter', 'Lead Recruiter'],
      ['Learning & Development Specialist', 'Senior Learning & Development Specialist'],
    ],
    teams: ['Talent Acquisition', 'People Operations', 'Learning & Development', 'Total Rewards', 'Workplace'],
    costCentre: '1700',
  },
  {
    key: 'ops', name: 'Operations', executive: 'Chief Operating Officer', manager: 'Operations Manager',
    ladders: [
      ['Operations Associate', 'Operations Analyst', 'Senior Operations Analyst'],
      ['Office Coordinator', 'Office Manager'],
      ['IT Support Technician', 'IT Systems Administrator'],
    ],
    teams: ['Business Operations', 'IT', 'Facilities', 'Logistics', 'Vendor Management'],
    costCentre: '1800',
  },
  {
    key: 'legal', name: 'Legal', executive: 'General Counsel', manager: 'Legal Manager',
    ladders: [
      ['Paralegal', 'Legal Counsel', 'Senior Legal Counsel'],
      ['Compliance Analyst', 'Senior Compliance Analyst'],
    ],
    teams: ['Commercial Legal', 'Compliance', 'Privacy', 'Corporate'],
    costCentre: '1900',
  },
];

/** The CEO's own department. */
export const LEADERSHIP = { key: 'exec', name: 'Leadership', costCentre: '1000' } as const;

export const CEO_TITLE = 'Chief Executive Officer';

/** What people write on a time off request, by the policy's note key (see time.ts). */
export const TIME_OFF_NOTES: Readonly<Record<string, readonly string[]>> = {
  vacation: ['Family trip', 'Summer holiday', 'Visiting family abroad', 'Long weekend', 'Wedding', 'Ski trip', 'Moving house', 'Rest and recharge'],
  sick: ['Flu', 'Doctor appointment', 'Migraine', 'Dentist', 'Recovering from minor surgery', 'Cold'],
  personal: ['Personal errand', 'Child care', 'Home repairs', 'School event', 'Appointment'],
  holiday: ['Floating holiday', 'Religious holiday', 'Cultural holiday', 'Birthday day off'],
  bereavement: ['Family bereavement', 'Funeral'],
  jury_duty: ['Jury service summons', 'Called for jury duty'],
  volunteer: ['Beach clean-up', 'Food bank volunteering', 'Mentoring at a local school', 'Charity run support', 'Tree planting'],
  parental: ['Parental leave', 'Adoption leave'],
};

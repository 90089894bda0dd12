import type { TCreateCompetitionRequest, TCreatePlayerRequest } from '@futsal/shared';

export const DEMO_USER = { firstName: 'Jesús', lastName: 'Velasco', email: 'demo@futsalmanager.app', password: 'Demo1234' };

export const DEMO_TEAM = {
  name: 'CD Leones Futsal',
  division: 'Segunda División B',
  description:
    'Club de fútbol sala de barrio fundado por antiguos jugadores del polideportivo municipal. Juego de posesión, presión alta y cantera propia.',
  foundedYear: 2009,
};

/** The team crest: a lion-coloured shield with the initials, rendered to PNG by sharp. */
export const DEMO_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="#ffffff"/>
  <path d="M256 24 L464 88 V248 C464 376 372 452 256 492 C140 452 48 376 48 248 V88 Z" fill="#1e3a8a" stroke="#f59e0b" stroke-width="20"/>
  <circle cx="256" cy="230" r="110" fill="#f59e0b"/>
  <circle cx="256" cy="230" r="72" fill="#b45309"/>
  <text x="256" y="256" font-family="Arial, Helvetica, sans-serif" font-size="76" font-weight="700" fill="#ffffff" text-anchor="middle">CDL</text>
  <text x="256" y="410" font-family="Arial, Helvetica, sans-serif" font-size="44" font-weight="700" fill="#f59e0b" text-anchor="middle">LEONES</text>
</svg>`;

const contact = (name: string, phone: string, relationship: string) => ({ name, phone, relationship });

export const DEMO_PLAYERS: TCreatePlayerRequest[] = [
  { name: 'Álvaro Martín Cuesta', number: 1, positions: { primary: 'goalkeeper' }, preferredFoot: 'right', status: 'available', dateOfBirth: '1996-03-14', height: 186, weight: 82, joinedDate: '2021-07-01', phone: '+34 612 345 101', nationalId: '50123456K', email: 'alvaro.martin@example.com', emergencyContact: contact('María Cuesta', '+34 612 900 101', 'Madre'), medicalInfo: { bloodType: 'A+', allergies: [], injuryHistory: ['Luxación de dedo (2022)'] } },
  { name: 'Rubén Sánchez Prieto', number: 13, positions: { primary: 'goalkeeper', secondary: 'universal' }, preferredFoot: 'left', status: 'available', dateOfBirth: '2002-11-02', height: 181, weight: 77, joinedDate: '2023-08-15', phone: '+34 612 345 113', nationalId: '50987654M', emergencyContact: contact('Pedro Sánchez', '+34 612 900 113', 'Padre'), medicalInfo: { bloodType: 'O+' } },
  { name: 'Carlos Ortiz Navarro', number: 2, positions: { primary: 'defender' }, preferredFoot: 'right', status: 'available', dateOfBirth: '1994-06-21', height: 175, weight: 72, joinedDate: '2019-07-01', phone: '+34 612 345 102', nationalId: '51234567L', email: 'carlos.ortiz@example.com', emergencyContact: contact('Laura Gómez', '+34 612 900 102', 'Pareja'), medicalInfo: { bloodType: 'B+', allergies: ['Polen'] } },
  { name: 'Javier Romero Gil', number: 4, positions: { primary: 'defender', secondary: 'winger' }, preferredFoot: 'right', status: 'injured', dateOfBirth: '1998-01-30', height: 178, weight: 75, joinedDate: '2020-09-01', phone: '+34 612 345 104', nationalId: '52345678P', emergencyContact: contact('Ana Gil', '+34 612 900 104', 'Madre'), medicalInfo: { bloodType: 'A-', currentInjuries: ['Esguince de tobillo derecho (grado II)'], injuryHistory: ['Sobrecarga en isquiotibiales (2024)'] } },
  { name: 'Adrián Castillo Vega', number: 5, positions: { primary: 'defender' }, preferredFoot: 'left', status: 'available', dateOfBirth: '2000-09-09', height: 180, weight: 78, joinedDate: '2022-07-10', phone: '+34 612 345 105', nationalId: '53456789Q', emergencyContact: contact('Rosa Vega', '+34 612 900 105', 'Madre') },
  { name: 'Daniel Herrera Ruiz', number: 7, positions: { primary: 'winger' }, preferredFoot: 'right', status: 'available', dateOfBirth: '1997-04-18', height: 172, weight: 68, joinedDate: '2018-07-01', phone: '+34 612 345 107', nationalId: '54567890R', email: 'dani.herrera@example.com', emergencyContact: contact('Elena Ruiz', '+34 612 900 107', 'Hermana'), medicalInfo: { bloodType: 'O-', currentMedicalConditions: 'Asma leve controlada con inhalador' } },
  { name: 'Pablo Moreno Iglesias', number: 8, positions: { primary: 'winger', secondary: 'defender' }, preferredFoot: 'both', status: 'available', dateOfBirth: '1999-12-05', height: 174, weight: 70, joinedDate: '2021-01-15', phone: '+34 612 345 108', nationalId: '55678901S', emergencyContact: contact('José Moreno', '+34 612 900 108', 'Padre') },
  { name: 'Sergio Lozano Díaz', number: 10, positions: { primary: 'winger' }, preferredFoot: 'left', status: 'suspended', dateOfBirth: '1995-02-27', height: 170, weight: 67, joinedDate: '2017-07-01', phone: '+34 612 345 110', nationalId: '56789012T', email: 'sergio.lozano@example.com', emergencyContact: contact('Marta Díaz', '+34 612 900 110', 'Madre'), medicalInfo: { bloodType: 'AB+' } },
  { name: 'Miguel Ángel Torres', number: 11, positions: { primary: 'winger', secondary: 'pivot' }, preferredFoot: 'right', status: 'available', dateOfBirth: '2003-07-11', height: 176, weight: 71, joinedDate: '2024-07-01', phone: '+34 612 345 111', nationalId: '57890123V', emergencyContact: contact('Isabel Torres', '+34 612 900 111', 'Madre'), medicalInfo: { allergies: ['Frutos secos'] } },
  { name: 'Raúl Jiménez Serrano', number: 9, positions: { primary: 'pivot' }, preferredFoot: 'right', status: 'available', dateOfBirth: '1993-10-03', height: 184, weight: 84, joinedDate: '2016-07-01', phone: '+34 612 345 109', nationalId: '58901234W', email: 'raul.jimenez@example.com', emergencyContact: contact('Cristina López', '+34 612 900 109', 'Esposa'), medicalInfo: { bloodType: 'A+', injuryHistory: ['Rotura de menisco (2021)'] } },
  { name: 'Iván Navarro Medina', number: 14, positions: { primary: 'pivot', secondary: 'winger' }, preferredFoot: 'left', status: 'available', dateOfBirth: '2001-05-24', height: 182, weight: 80, joinedDate: '2022-08-20', phone: '+34 612 345 114', nationalId: '59012345X', emergencyContact: contact('Antonio Navarro', '+34 612 900 114', 'Padre') },
  { name: 'Alejandro Ramos Blanco', number: 6, positions: { primary: 'universal' }, preferredFoot: 'right', status: 'available', dateOfBirth: '1996-08-16', height: 177, weight: 74, joinedDate: '2020-07-01', phone: '+34 612 345 106', nationalId: '60123456B', emergencyContact: contact('Lucía Blanco', '+34 612 900 106', 'Madre'), medicalInfo: { bloodType: 'B-' } },
  { name: 'Hugo Fernández Rubio', number: 17, positions: { primary: 'universal', secondary: 'defender' }, preferredFoot: 'both', status: 'available', dateOfBirth: '2004-02-08', height: 173, weight: 69, joinedDate: '2025-07-01', phone: '+34 612 345 117', nationalId: '61234567C', emergencyContact: contact('Carmen Rubio', '+34 612 900 117', 'Madre') },
  { name: 'Marcos Delgado Pérez', number: 20, positions: { primary: 'defender', secondary: 'universal' }, preferredFoot: 'right', status: 'available', dateOfBirth: '2000-03-29', height: 179, weight: 76, joinedDate: '2023-01-10', phone: '+34 612 345 120', nationalId: '62345678D', emergencyContact: contact('Francisco Delgado', '+34 612 900 120', 'Padre'), medicalInfo: { bloodType: 'O+', allergies: ['Ibuprofeno'] } },
];

export const DEMO_COMPETITIONS: TCreateCompetitionRequest[] = [
  {
    name: 'Liga Regional 2026/27',
    type: 'tournament',
    startDate: '2026-09-19',
    endDate: '2027-05-29',
    status: 'ongoing',
    description: 'Liga a doble vuelta del grupo regional.',
    location: 'Pabellón Municipal Los Leones',
    organizer: 'Federación Regional de Fútbol Sala',
    maxTeams: 16,
    format: 'Liga a doble vuelta',
    prize: 'Ascenso a Segunda División',
  },
  {
    name: 'Copa de Invierno',
    type: 'cup',
    startDate: '2027-01-09',
    endDate: '2027-02-27',
    status: 'upcoming',
    description: 'Torneo de eliminatorias a partido único durante el parón invernal.',
    location: 'Polideportivo Central',
    organizer: 'Ayuntamiento',
    maxTeams: 8,
    format: 'Eliminatoria directa',
    prize: 'Trofeo y material deportivo',
  },
];
